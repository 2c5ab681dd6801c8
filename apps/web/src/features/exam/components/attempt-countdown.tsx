import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';

import { describeCountdown, formatCountdown } from '../utils/attempt-answers';
import { useServerCountdown } from '../utils/use-server-countdown';
import styles from './exam-take.module.css';

const WARN_MS = 5 * 60_000;

/**
 * The time left, by the server's clock. Its own component: it renders twice a second, and the
 * questions around it need not. Under five minutes it turns red and says so once to a screen
 * reader (a timer itself is not announced as it ticks).
 */
export function AttemptCountdown({
  deadline,
  serverTime,
  onExpire,
}: {
  deadline: number;
  serverTime: number;
  onExpire: () => void;
}) {
  const left = useServerCountdown(deadline, serverTime);
  const expired = useRef(false);
  useEffect(() => {
    if (left > 0 || expired.current) return;
    expired.current = true;
    onExpire();
  }, [left, onExpire]);
  const warn = left <= WARN_MS;
  return (
    <div className={styles.countdown} data-warn={warn}>
      <ClockCircleOutlined aria-hidden="true" />
      <span role="timer" aria-label={`剩余时间 ${describeCountdown(left)}`}>
        {formatCountdown(left)}
      </span>
      <span className={styles.srOnly} aria-live="polite">
        {warn && left > 0 ? '距离考试结束不足5分钟，到时将自动交卷' : ''}
      </span>
    </div>
  );
}
