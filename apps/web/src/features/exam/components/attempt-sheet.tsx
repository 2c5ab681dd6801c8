import type { AttemptAnswers, AttemptOutcome, AttemptStart } from '@coalsim/contract';
import { Alert, App, Button } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useSubmitAttempt } from '../api/submit-attempt';
import { isAnswered, unansweredCount, type AnswerValue } from '../utils/attempt-answers';
import { refusalOf, type AttemptRefusal } from '../utils/attempt-refusal';
import { useAutosave } from '../utils/use-autosave';
import { useQuestionMarks } from '../utils/use-question-marks';
import { useSwitchReport } from '../utils/use-switch-report';
import { AttemptCountdown } from './attempt-countdown';
import { AttemptQuestionCard } from './attempt-question';
import styles from './exam-take.module.css';
import { QuestionNavigator } from './question-navigator';
import { SaveStatus } from './save-status';

interface Props {
  start: AttemptStart;
  onFinished: (outcome: AttemptOutcome) => void;
  onElsewhere: () => void;
}

export const confirmText = (unanswered: number) =>
  unanswered > 0 ? `还有 ${unanswered} 道题未作答，确定交卷吗？` : '已全部作答，确定交卷吗？';

function SwitchNotice({ switches, maxSwitches }: { switches: number; maxSwitches: number }) {
  if (switches === 0) {
    return (
      <p className={styles.switchNote}>离开考试页面（切换应用或标签页）超过 {maxSwitches} 次将自动交卷。</p>
    );
  }
  return (
    <Alert
      role="alert"
      type="warning"
      showIcon
      title={`已离开考试页面 ${switches} 次，还可离开 ${Math.max(0, maxSwitches - switches)} 次，超过将自动交卷。`}
    />
  );
}

/**
 * An attempt being answered: one question at a time beside the 答题卡, the countdown, the
 * autosave and the switch count; 交卷 by the trainee (confirmed), by the clock at zero, or by the
 * server (a refused save or one switch too many), whichever comes first.
 */
export function AttemptSheet({ start, onFinished, onElsewhere }: Props) {
  const { modal, message } = App.useApp();
  const { questions } = start;
  const [answers, setAnswers] = useState<AttemptAnswers>(start.answers);
  const [current, setCurrent] = useState(0);
  const [switches, setSwitches] = useState(start.switches);
  const { marks, toggle } = useQuestionMarks(start.attemptId);
  const { mutateAsync: submitNow, isPending: submitting } = useSubmitAttempt();
  const questionRef = useRef<HTMLDivElement>(null);
  const ending = useRef(false);

  // Handing in twice answers the first outcome, so this also fetches the score of an attempt the
  // server has already ended (deadline); the ref keeps the clock and a refusal from both asking.
  const finish = useCallback(async () => {
    if (ending.current) return;
    ending.current = true;
    try {
      onFinished(await submitNow(start.attemptId));
    } catch (error) {
      ending.current = false;
      if (refusalOf(error) === 'elsewhere') onElsewhere();
      else void message.error(error instanceof Error ? error.message : String(error));
    }
  }, [submitNow, start.attemptId, onFinished, onElsewhere, message]);

  const onRefused = useCallback(
    (refusal: AttemptRefusal) => (refusal === 'elsewhere' ? onElsewhere() : void finish()),
    [finish, onElsewhere],
  );
  const { state: saveState, queue, flush } = useAutosave(start.attemptId, onRefused);
  const switchHandlers = useMemo(
    () => ({ onCounted: (n: number) => setSwitches(n), onOutcome: onFinished, onRefused }),
    [onFinished, onRefused],
  );
  useSwitchReport(start.attemptId, switchHandlers);

  const handIn = useCallback(
    async (byClock: boolean) => {
      const saved = await flush();
      if (saved === 'elsewhere') return;
      // At the deadline the server grades what it has; before it, unsaved answers must not be lost.
      if (saved === 'failed' && !byClock) {
        void message.error('答案未能保存，请检查网络后再交卷');
        return;
      }
      await finish();
    },
    [flush, finish, message],
  );
  const onExpire = useCallback(() => void handIn(true), [handIn]);

  const answer = (questionId: number, value: AnswerValue) => {
    setAnswers((prev) => ({ ...prev, [questionId]: value }));
    queue({ [questionId]: value });
  };
  const go = (index: number) => {
    setCurrent(index);
    // On a phone the 答题卡 is below the question: bring the question back into view.
    const top = questionRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight) questionRef.current?.scrollIntoView?.({ block: 'start' });
  };
  // A confirmation still open when the clock or the server ends the attempt goes with the sheet.
  const confirming = useRef<{ destroy: () => void } | null>(null);
  useEffect(() => () => confirming.current?.destroy(), []);
  const confirmHandIn = () => {
    confirming.current = modal.confirm({
      title: '交卷',
      content: confirmText(unansweredCount(questions, answers)),
      okText: '交卷',
      cancelText: '继续作答',
      onOk: () => handIn(false),
    });
  };

  const question = questions[current]!;
  const items = questions.map((q) => ({
    id: q.id,
    answered: isAnswered(answers[String(q.id)]),
    marked: marks.has(q.id),
  }));
  return (
    <div>
      <header className={styles.sheetHeader}>
        <h1 className={styles.title}>{start.exam.name}</h1>
        <p className={styles.meta}>
          第 {start.no} 次作答（共 {start.attempts} 次）· 满分 {start.totalScore} 分 · {start.passScore}{' '}
          分合格 · 共 {questions.length} 题
        </p>
      </header>
      <div className={styles.toolbar}>
        <AttemptCountdown deadline={start.deadline} serverTime={start.serverTime} onExpire={onExpire} />
        <SaveStatus state={saveState} />
        <Button type="primary" className={styles.submit} loading={submitting} onClick={confirmHandIn}>
          交卷
        </Button>
      </div>
      <SwitchNotice switches={switches} maxSwitches={start.maxSwitches} />
      <div className={styles.body}>
        <section className={styles.main} aria-label="试题" ref={questionRef}>
          <AttemptQuestionCard
            key={question.id}
            question={question}
            no={current + 1}
            value={answers[String(question.id)]}
            onChange={(value) => answer(question.id, value)}
            marked={marks.has(question.id)}
            onToggleMark={() => toggle(question.id)}
          />
          <div className={styles.stepper}>
            <Button disabled={current === 0} onClick={() => go(current - 1)}>
              上一题
            </Button>
            {current < questions.length - 1 ? (
              <Button type="primary" ghost onClick={() => go(current + 1)}>
                下一题
              </Button>
            ) : (
              <Button type="primary" onClick={confirmHandIn}>
                检查并交卷
              </Button>
            )}
          </div>
        </section>
        <aside className={styles.side}>
          <QuestionNavigator items={items} current={current} onGo={go} />
        </aside>
      </div>
    </div>
  );
}
