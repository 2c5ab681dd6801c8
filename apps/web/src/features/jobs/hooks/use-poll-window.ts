import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A short spell of polling: `start()` makes `interval` a number for `windowMs`, then false
 * again. For what the server finishes a moment after answering (立即执行 queues a run; its
 * record appears once it has run), so the lists catch up without a reload and without polling
 * for ever.
 */
export function usePollWindow(windowMs = 20_000, everyMs = 2_000) {
  const [active, setActive] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const start = useCallback(() => {
    window.clearTimeout(timer.current);
    setActive(true);
    timer.current = window.setTimeout(() => setActive(false), windowMs);
  }, [windowMs]);
  return { interval: active ? everyMs : (false as const), start };
}
