import { FileDoneOutlined } from '@ant-design/icons';
import { MY_EXAM_STATE_LABELS } from '@coalsim/contract';
import type { MyExam, MyExamState } from '@coalsim/contract';
import { Tag } from 'antd';

import { EmptyState } from '../../../components/feedback/empty-state';
import { StaffQueryStates } from '../../../components/feedback/staff-query-states';
import { LinkButton } from '../../../components/link-button';
import { formatMs } from '../../../lib/format-date-time';
import { useMyExams } from '../api/get-my-exams';
import { attemptReviewHref, examTakeHref } from '../utils/take-hrefs';
import styles from './my-exam-page.module.css';

const STATE_COLORS: Record<MyExamState, string> = {
  open: 'processing',
  upcoming: 'default',
  done: 'success',
  missed: 'error',
};

/** What a trainee looks for first: the exams they can take now, then the coming ones. */
const STATE_ORDER: Record<MyExamState, number> = { open: 0, upcoming: 1, done: 2, missed: 3 };

/** 开始考试, 继续作答 (an attempt left open) or 补考, while the exam is open and an attempt remains. */
export function takeLabel(exam: MyExam): string | null {
  if (exam.state !== 'open') return null;
  if (exam.openAttemptId !== null) return '继续作答';
  if (exam.passed || exam.attemptsUsed >= exam.attempts) return null;
  return exam.attemptsUsed === 0 ? '开始考试' : '补考';
}

function Note({ exam }: { exam: MyExam }) {
  const left = exam.attempts - exam.attemptsUsed;
  if (exam.state === 'upcoming')
    return <p className={styles.note}>考试将于 {formatMs(exam.startTime)} 开始。</p>;
  if (exam.state === 'missed') return <p className={styles.note}>考试已截止，您未参加。</p>;
  if (exam.openAttemptId !== null)
    return <p className={styles.note}>有一次作答尚未交卷，请在倒计时结束前继续作答。</p>;
  if (exam.state === 'open' && exam.attemptsUsed > 0 && !exam.passed)
    return <p className={styles.note}>未达到合格分，还可补考 {left} 次。</p>;
  if (exam.state === 'done' && !exam.passed && exam.attemptsUsed > 0)
    return <p className={styles.note}>未通过本场考试，如需再次参加请联系企业培训负责人。</p>;
  return null;
}

function ExamCard({ exam }: { exam: MyExam }) {
  const label = takeLabel(exam);
  const titleId = `my-exam-${exam.id}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.name}>
            {exam.name}
          </h2>
          <Tag color={STATE_COLORS[exam.state]}>{MY_EXAM_STATE_LABELS[exam.state]}</Tag>
        </div>
        <dl className={styles.facts}>
          <dt>考试时间</dt>
          <dd>
            {formatMs(exam.startTime)} ~ {formatMs(exam.endTime)}
          </dd>
          <dt>时长</dt>
          <dd>
            {exam.durationMinutes} 分钟 · 满分 {exam.totalScore} 分 · {exam.passScore} 分合格
          </dd>
          <dt>作答次数</dt>
          <dd>
            已用 {exam.attemptsUsed}/{exam.attempts} 次
          </dd>
          <dt>最高成绩</dt>
          <dd>
            {exam.bestScore === null ? (
              '-'
            ) : (
              <>
                {exam.bestScore} 分{' '}
                <Tag color={exam.passed ? 'success' : 'error'}>{exam.passed ? '合格' : '不合格'}</Tag>
              </>
            )}
          </dd>
        </dl>
        <Note exam={exam} />
        {(label || exam.lastAttemptId !== null) && (
          <div className={styles.actions}>
            {label && (
              <LinkButton type="primary" to={examTakeHref(exam.id)} aria-label={`${label}：${exam.name}`}>
                {label}
              </LinkButton>
            )}
            {exam.lastAttemptId !== null && (
              <LinkButton
                to={attemptReviewHref(exam.id, exam.lastAttemptId)}
                aria-label={`查看答卷：${exam.name}`}
              >
                查看答卷
              </LinkButton>
            )}
          </div>
        )}
      </article>
    </li>
  );
}

/** The exams, open ones first; what an account without any sees. */
function MyExams({ data }: { data: MyExam[] }) {
  if (data.length === 0) {
    return (
      <EmptyState
        level={2}
        icon={<FileDoneOutlined />}
        title="还没有考试"
        description="企业为您安排考试并发布后，会在这里显示考试时间、作答次数和成绩；考试开始后，从这里进入作答。"
      />
    );
  }
  const exams = [...data].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);
  return (
    <ul className={styles.list} aria-label="我的考试">
      {exams.map((exam) => (
        <ExamCard key={exam.id} exam={exam} />
      ))}
    </ul>
  );
}

/** 我的考试 (/center/my-exam): the exams a staff account is a candidate of, and the way in. */
export function MyExamPage() {
  return (
    <StaffQueryStates
      query={useMyExams()}
      page="我的考试"
      shows="企业为您安排的考试"
      icon={<FileDoneOutlined />}
    >
      {(data) => <MyExams data={data} />}
    </StaffQueryStates>
  );
}
