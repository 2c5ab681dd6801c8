import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { SUBMIT_REASON_LABELS } from '@coalsim/contract';
import type { AttemptOutcome } from '@coalsim/contract';
import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';

import { myExamPath } from '../utils/take-hrefs';
import styles from './attempt-result.module.css';
import takeStyles from './exam-take.module.css';

interface Props {
  outcome: AttemptOutcome;
  /** This attempt's number and how many the exam allows: what is left is a 补考. */
  no: number;
  attempts: number;
  onReview: () => void;
  onRetake: () => void;
  retaking: boolean;
}

function NextStep({ outcome, left }: { outcome: AttemptOutcome; left: number }) {
  if (outcome.passed) return <p>恭喜，您已通过本场考试。</p>;
  if (left > 0) return <p>本次未达到合格分，您还有 {left} 次补考机会，可在考试时间内参加补考。</p>;
  return <p>本场考试的作答次数已用完，如需再次参加，请联系企业培训负责人。</p>;
}

/** The end of an attempt: the score and 合格 / 不合格, how it was handed in, and what comes next. */
export function AttemptResult({ outcome, no, attempts, onReview, onRetake, retaking }: Props) {
  const left = Math.max(0, attempts - no);
  return (
    <section className={styles.result} aria-labelledby="attempt-result-title">
      <span className={styles.resultIcon} data-passed={outcome.passed} aria-hidden="true">
        {outcome.passed ? <CheckCircleFilled /> : <CloseCircleFilled />}
      </span>
      <h2 id="attempt-result-title" className={styles.resultTitle}>
        考试成绩 <Tag color={outcome.passed ? 'success' : 'error'}>{outcome.passed ? '合格' : '不合格'}</Tag>
      </h2>
      <p className={styles.score} aria-label={`得分 ${outcome.score} 分`}>
        {outcome.score}
        <small> / {outcome.totalScore} 分</small>
      </p>
      <p className={takeStyles.meta}>
        合格分 {outcome.passScore} 分 · 第 {no} 次作答（共 {attempts} 次）
        {outcome.reason !== 'trainee' && ` · ${SUBMIT_REASON_LABELS[outcome.reason]}`}
      </p>
      <NextStep outcome={outcome} left={left} />
      <div className={styles.resultActions}>
        {!outcome.passed && left > 0 && (
          <Button type="primary" loading={retaking} onClick={onRetake}>
            参加补考
          </Button>
        )}
        <Button onClick={onReview}>查看答卷</Button>
        <Link to={myExamPath}>返回我的考试</Link>
      </div>
    </section>
  );
}
