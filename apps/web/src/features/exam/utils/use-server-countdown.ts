import { useEffect, useState } from 'react';

/**
 * Milliseconds left until the server's `deadline`, by the server's clock: the device's clock may
 * be wrong by minutes, so only its difference from `serverTime` (read when the answer arrived,
 * i.e. when this first renders) is used, never its own reading of the time.
 */
export function useServerCountdown(deadline: number, serverTime: number): number {
  const [offset] = useState(() => serverTime - Date.now());
  const [left, setLeft] = useState(() => Math.max(0, deadline - (Date.now() + offset)));
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, deadline - (Date.now() + offset)));
    tick();
    // Twice a second, so the shown second never lags a whole second behind.
    const timer = window.setInterval(tick, 500);
    return () => window.clearInterval(timer);
  }, [deadline, offset]);
  return left;
}
