import type { AttemptEventKind, AttemptOutcome } from '@coalsim/contract';
import { useEffect, useRef } from 'react';

import { reportAttemptEvent } from '../api/report-attempt-event';
import { refusalOf, type AttemptRefusal } from './attempt-refusal';

interface SwitchHandlers {
  onCounted: (switches: number, maxSwitches: number) => void;
  /** The switch was one too many: the server handed the attempt in. */
  onOutcome: (outcome: AttemptOutcome) => void;
  onRefused: (refusal: AttemptRefusal) => void;
}

/**
 * Reports each time the trainee leaves the exam's page. Switching tabs fires both the window's
 * blur and the document's visibilitychange: only the first counts, until the page is back in
 * front, so one switch is one event.
 */
export function useSwitchReport(attemptId: number, handlers: SwitchHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    let away = false;
    let ended = false;
    const leave = (kind: AttemptEventKind) => {
      if (away || ended) return;
      away = true;
      reportAttemptEvent(attemptId, kind).then(
        ({ switches, maxSwitches, outcome }) => {
          if (outcome) {
            ended = true;
            latest.current.onOutcome(outcome);
          } else latest.current.onCounted(switches, maxSwitches);
        },
        (error: unknown) => {
          const refusal = refusalOf(error);
          if (!refusal) return; // Not counted (network): nothing the trainee can act on.
          ended = true;
          latest.current.onRefused(refusal);
        },
      );
    };
    const back = () => {
      away = false;
    };
    const onBlur = () => leave('blur');
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave('hidden') : back());
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [attemptId]);
}
