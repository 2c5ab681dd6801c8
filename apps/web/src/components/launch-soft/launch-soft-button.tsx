import { ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { loginHref } from '../../config/paths';
import { useUserStore } from '../../stores/user-store';
import { PlainButton, type PlainButtonLook } from '../plain/plain-button';
import { useLaunchSoft } from './launch-soft';
import styles from './launch-soft-button.module.css';

interface LaunchSoftButtonProps extends PlainButtonLook {
  softId: number;
  /** Launched from this training plan: the launch (and the sessions it brings) carry it. */
  planId?: number;
  /** The button's accessible name when the label alone is ambiguous (a table of software). */
  ariaLabel?: string;
  label?: string;
  /**
   * Why this account cannot launch it yet, known from the page (a 申请使用 still pending): said
   * when pressed, instead of asking the server for a ticket it would refuse in general words.
   */
  refusal?: string;
}

/**
 * 启动软件, wherever software is launched (its page, 我的接入, 我的培训): the server issues a
 * single-use ticket for the signed-in account and answers the launch address, opened in a new
 * tab so that the simulation learns who trains. A visitor is sent to sign in and back; an account
 * that may not use the software reads why under the button. Drawn without antd, as the software
 * page is.
 */
export function LaunchSoftButton({
  softId,
  planId,
  ariaLabel,
  label = '启动软件',
  variant = 'primary',
  size = 'large',
  refusal,
}: LaunchSoftButtonProps) {
  // The token says so at once; the user arrives with /auth/info a moment later.
  const signedIn = useUserStore((s) => Boolean(s.token) || s.user !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const launch = useLaunchSoft();
  const [problem, setProblem] = useState<string>();
  const [blocked, setBlocked] = useState<string>();
  const [practice, setPractice] = useState(false);

  const start = () => {
    if (!signedIn) {
      void navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    setProblem(refusal);
    setBlocked(undefined);
    setPractice(false);
    if (refusal) return;
    launch.mutate(
      { softId, planId },
      {
        // The tab opens on the answer: still within the click's activation in browsers; a blocker
        // that stops it leaves a link to open by hand (the ticket stays valid for 10 minutes).
        onSuccess: ({ url, practice: forNobody }) => {
          setPractice(forNobody);
          // Not 'noopener' (with it the answer is always null): the opener is cut by hand instead.
          const opened = window.open(url, '_blank');
          if (opened) opened.opener = null;
          else setBlocked(url);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <div className={styles.box}>
      <PlainButton
        variant={variant}
        size={size}
        icon={<ExportOutlined aria-hidden />}
        busy={launch.isPending}
        aria-label={ariaLabel}
        onClick={start}
      >
        {label}
      </PlainButton>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {practice && (
        <p className={styles.hint} role="status">
          以企业账号启动为练习：成绩只记在“启动记录”中，不计入学时、培训计划、合规台账和统计；要为员工记成绩，请用员工账号启动，或在“设备控制”中选定学员
        </p>
      )}
      {blocked && (
        <p className={styles.hint} role="status">
          浏览器拦截了新窗口，
          <a href={blocked} target="_blank" rel="noopener noreferrer">
            点此打开软件
          </a>
          （10 分钟内有效）
        </p>
      )}
    </div>
  );
}
