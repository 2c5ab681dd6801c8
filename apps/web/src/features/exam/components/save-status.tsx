import { CheckCircleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';

import { formatClock } from '../utils/attempt-answers';
import type { SaveState } from '../utils/use-autosave';
import styles from './exam-take.module.css';

/** The autosave's state beside the countdown: 已保存 with the server's time, or why not. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <span className={styles.saveStatus} role="status" data-failed={state.kind === 'failed'}>
      {state.kind === 'saving' && (
        <>
          <LoadingOutlined aria-hidden="true" /> 保存中…
        </>
      )}
      {state.kind === 'saved' && (
        <>
          <CheckCircleOutlined aria-hidden="true" /> 已保存 {formatClock(state.at)}
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <WarningOutlined aria-hidden="true" /> 保存失败，正在重试
        </>
      )}
      {state.kind === 'idle' && '作答自动保存'}
    </span>
  );
}
