import type { AttemptAnswers } from '@coalsim/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

import { saveAttemptAnswers } from '../api/save-attempt-answers';
import { refusalOf, type AttemptRefusal } from './attempt-refusal';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

/** What a flush came to: the submit goes on after `saved` (and `over`, whose outcome it fetches). */
export type FlushResult = 'saved' | 'failed' | AttemptRefusal;

const RETRY_MS = 5_000;

/**
 * Saves answers as the trainee gives them: changes wait `delayMs` for the next one, then go in one
 * PUT; saves never overlap, so an older answer cannot land after a newer one. A failed save keeps
 * its answers and tries again; a refusal (考试已结束, 已在其他设备继续作答) stops saving for good.
 */
export function useAutosave(attemptId: number, onRefused: (refusal: AttemptRefusal) => void, delayMs = 800) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const pending = useRef<AttemptAnswers>({});
  const inFlight = useRef<Promise<FlushResult> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef<AttemptRefusal | null>(null);
  const refused = useRef(onRefused);
  // The retry after a failed save calls the newest flush (a callback cannot name itself).
  const retry = useRef<() => Promise<FlushResult>>(() => Promise.resolve('saved'));
  useEffect(() => {
    refused.current = onRefused;
  }, [onRefused]);

  const flush = useCallback(async (): Promise<FlushResult> => {
    window.clearTimeout(timer.current);
    // One save at a time: what was queued meanwhile goes in the next.
    while (inFlight.current) await inFlight.current;
    if (stopped.current) return stopped.current;
    const batch = pending.current;
    if (Object.keys(batch).length === 0) return 'saved';
    pending.current = {};
    setState({ kind: 'saving' });
    const run = saveAttemptAnswers(attemptId, batch).then(
      ({ savedAt }): FlushResult => {
        setState(
          Object.keys(pending.current).length > 0 ? { kind: 'saving' } : { kind: 'saved', at: savedAt },
        );
        return 'saved';
      },
      (error: unknown): FlushResult => {
        // Newer answers given meanwhile win over the batch being put back.
        pending.current = { ...batch, ...pending.current };
        const refusal = refusalOf(error);
        if (refusal) {
          stopped.current = refusal;
          refused.current(refusal);
          return refusal;
        }
        setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        timer.current = window.setTimeout(() => void retry.current(), RETRY_MS);
        return 'failed';
      },
    );
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [attemptId]);
  useEffect(() => {
    retry.current = flush;
  }, [flush]);

  const queue = useCallback(
    (answers: AttemptAnswers) => {
      if (stopped.current) return;
      pending.current = { ...pending.current, ...answers };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), delayMs);
    },
    [flush, delayMs],
  );

  // Leaving with answers not yet saved: the browser asks first (its own wording, not ours).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (stopped.current) return;
      if (Object.keys(pending.current).length > 0 || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.clearTimeout(timer.current);
    };
  }, []);

  return { state, queue, flush };
}
