import { ATTEMPT_ELSEWHERE, ATTEMPT_OVER } from '@coalsim/contract';

import { isApiError } from '../../../lib/api-error';

/** The two 409s that end answering on this page: the attempt is over, or continues elsewhere. */
export type AttemptRefusal = 'over' | 'elsewhere';

export function refusalOf(error: unknown): AttemptRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (error.message === ATTEMPT_ELSEWHERE) return 'elsewhere';
  if (error.message === ATTEMPT_OVER) return 'over';
  return null;
}
