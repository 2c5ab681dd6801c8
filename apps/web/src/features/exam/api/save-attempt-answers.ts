import { endpointPaths } from '@coalsim/contract';
import type { AttemptAnswers } from '@coalsim/contract';

import { api } from '../../../lib/api-client';

/**
 * Merges `answers` into what the attempt has saved (null clears one). Silent: the autosave runs
 * in the background and shows its own state; a 409 (考试已结束, 已在其他设备继续作答) changes the page.
 * No hook: the take page's autosave (utils/use-autosave.ts) queues and retries the calls itself.
 */
export function saveAttemptAnswers(attemptId: number, answers: AttemptAnswers): Promise<{ savedAt: string }> {
  return api.put<{ savedAt: string }>(
    endpointPaths.saveAttemptAnswers.path.replace(':id', String(attemptId)),
    { answers },
    { silent: true },
  );
}
