import { FileSearchOutlined, LaptopOutlined } from '@ant-design/icons';
import type { AttemptOutcome, AttemptStart } from '@coalsim/contract';
import { App, Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../../components/feedback/empty-state';
import { readId } from '../../../lib/read-id';
import { useAttempt } from '../api/get-attempt';
import { useStartMyExam } from '../api/start-my-exam';
import { AttemptResult } from '../components/attempt-result';
import { AttemptReviewView } from '../components/attempt-review';
import { AttemptSheet } from '../components/attempt-sheet';
import styles from '../components/exam-take.module.css';
import { myExamPath } from '../utils/take-hrefs';
import { ReviewOnly } from './attempt-review-page';

export const ELSEWHERE_TITLE = '已在其他设备继续作答';

type Phase =
  | { kind: 'taking'; start: AttemptStart }
  | { kind: 'elsewhere' }
  | { kind: 'finished'; start: AttemptStart; outcome: AttemptOutcome };

const backLink = <Link to={myExamPath}>返回我的考试</Link>;

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status" aria-label={label}>
      <Spin />
    </div>
  );
}

/** The review of the attempt just handed in, loaded when the trainee asks for it. */
function ReviewBelow({ attemptId }: { attemptId: number }) {
  const { data, error } = useAttempt(attemptId);
  if (error) return <p role="alert">答卷读取失败：{error.message}</p>;
  if (!data) return <Loading label="答卷加载中" />;
  return <AttemptReviewView review={data} />;
}

/**
 * Starts the exam (or resumes the open attempt) once on arrival, then: the sheet being answered,
 * the result once handed in, or why answering stopped here (another device took it over).
 */
function TakeExam({ examId }: { examId: number }) {
  const { message } = App.useApp();
  const { mutate: start, isPending: starting } = useStartMyExam();
  const [phase, setPhase] = useState<Phase | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);

  const begin = useCallback(
    (retry: boolean) =>
      start(examId, {
        onSuccess: (attempt) => {
          setReviewing(false);
          setPhase({ kind: 'taking', start: attempt });
        },
        // Arriving, the reason is the page (未开始, 已截止, 次数已用完); a later retry keeps the page.
        onError: (error) => (retry ? void message.error(error.message) : setStartError(error.message)),
      }),
    [start, examId, message],
  );
  // Once per visit: starting uses up an attempt (StrictMode's second effect run keeps the ref).
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    begin(false);
  }, [begin]);

  // The result or the notice replaces a long sheet: show it from its top, not where 交卷 was.
  const shown = phase?.kind;
  useEffect(() => {
    if (shown && shown !== 'taking') window.scrollTo({ top: 0 });
  }, [shown]);

  const taking = phase?.kind === 'taking' ? phase.start : null;
  const onFinished = useCallback(
    (outcome: AttemptOutcome) => taking && setPhase({ kind: 'finished', start: taking, outcome }),
    [taking],
  );
  const onElsewhere = useCallback(() => setPhase({ kind: 'elsewhere' }), []);

  if (startError) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<FileSearchOutlined />}
          title="无法进入考试"
          description={startError}
          actions={backLink}
        />
      </div>
    );
  }
  if (!phase) return <Loading label="考试加载中" />;
  if (phase.kind === 'taking') {
    return (
      <div className={styles.page}>
        <AttemptSheet
          key={`${phase.start.attemptId}:${phase.start.serverTime}`}
          start={phase.start}
          onFinished={onFinished}
          onElsewhere={onElsewhere}
        />
      </div>
    );
  }
  if (phase.kind === 'elsewhere') {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<LaptopOutlined />}
          title={ELSEWHERE_TITLE}
          description="本场考试已在另一台设备或浏览器上继续作答，这里不再保存答案。在本设备继续作答后，另一处将停止保存。"
          actions={
            <>
              <Button type="primary" loading={starting} onClick={() => begin(true)}>
                在本设备继续作答
              </Button>
              {backLink}
            </>
          }
        />
      </div>
    );
  }
  const { start: attempt, outcome } = phase;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{attempt.exam.name}</h1>
      <AttemptResult
        outcome={outcome}
        no={attempt.no}
        attempts={attempt.attempts}
        onReview={() => setReviewing(true)}
        onRetake={() => begin(true)}
        retaking={starting}
      />
      {reviewing && <ReviewBelow attemptId={attempt.attemptId} />}
    </div>
  );
}

/**
 * 在线考试 (/train/exam/take?id=<exam>): a trainee's exam, outside 培训中心's tabs so that nothing
 * but the questions is on the page; `&review=<attempt>` shows a handed-in attempt instead.
 */
export function ExamTakePage() {
  const [search] = useSearchParams();
  const examId = readId(search);
  const review = search.get('review');
  const reviewId = review !== null && /^\d{1,16}$/.test(review) ? Number(review) : null;
  if (examId === null) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon={<FileSearchOutlined />}
          title="没有找到这场考试"
          description="请从“我的考试”进入要参加的考试。"
          actions={backLink}
        />
      </div>
    );
  }
  if (reviewId !== null) return <ReviewOnly examId={examId} attemptId={reviewId} />;
  return <TakeExam key={examId} examId={examId} />;
}
