import { env } from '../../../config/env';

/** An avatar is served by the API at `/avatar/<avatarName>`; undefined means "show the default". */
export function avatarUrl(avatarName: string | null | undefined): string | undefined {
  return avatarName ? `${env.apiBaseUrl}/avatar/${encodeURIComponent(avatarName)}` : undefined;
}
