import { api } from '../../../lib/api-client';

/** Revokes the current token on the server. Silent: signing out must work even when this fails. */
export function logout(): Promise<unknown> {
  return api.delete('/auth/logout', { silent: true });
}
