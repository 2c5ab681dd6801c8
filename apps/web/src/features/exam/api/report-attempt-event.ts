import { endpointPaths } from '@coalsim/contract';
import type { AttemptEventKind, AttemptOutcome } from '@coalsim/contract';

import { api } from '../../../lib/api-client';

export interface AttemptEventResult {
  switches: number;
  maxSwitches: number;
  /** Set when this switch was one too many: the server has handed the attempt in. */
  outcome: AttemptOutcome | null;
}

/**
 * Counts one switch away from the exam's page. Silent: it fires as the trainee comes back, and the
 * page shows the count (or the result) itself. Called from an event listener, so no hook.
 */
export function reportAttemptEvent(attemptId: number, kind: AttemptEventKind): Promise<AttemptEventResult> {
  return api.post<AttemptEventResult>(
    endpointPaths.reportAttemptEvent.path.replace(':id', String(attemptId)),
    { kind },
    { silent: true },
  );
}
