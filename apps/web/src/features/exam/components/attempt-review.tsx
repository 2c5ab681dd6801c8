import { QUESTION_TYPE_LABELS } from '@coalsim/contract';
import type { AttemptReview } from '@coalsim/contract';
import { Alert, Tag } from 'antd';

import { formatAnswer } from '../utils/attempt-answers';
import styles from './attempt-review.module.css';
import takeStyles from './exam-take.module.css';

type ReviewQuestion = AttemptReview['questions'][number];

function ReviewItem({ question, no }: { question: ReviewQuestion; no: number }) {
  const judged = question.correct !== null;
  return (
    <li className={styles.reviewItem}>
      <h3 className={takeStyles.stem}>
        <span className={takeStyles.questionMeta}>
          第{no}题 · {QUESTION_TYPE_LABELS[question.type]} · {question.score}分
          {judged && (
            <Tag className={styles.reviewTag} color={question.correct ? 'success' : 'error'}>
              {question.correct ? '答对' : '答错'}
            </Tag>
          )}
        </span>
        {question.stem}
      </h3>
      {question.picture && (
        <img className={takeStyles.picture} src={question.picture} alt={`第${no}题配图`} />
      )}
      {question.options.length > 0 && (
        <ol className={styles.reviewOptions}>
          {question.options.map((o, i) => (
            <li key={o.key}>
              <b>{String.fromCharCode(65 + i)}.</b> {o.text}
            </li>
          ))}
        </ol>
      )}
      <dl className={styles.reviewFacts}>
        <dt>我的答案</dt>
        <dd>{formatAnswer(question.myAnswer, question.options)}</dd>
        {question.answer !== null && (
          <>
            <dt>正确答案</dt>
            <dd>{formatAnswer(question.answer, question.options)}</dd>
          </>
        )}
        {question.analysis && (
          <>
            <dt>解析</dt>
            <dd>{question.analysis}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** 查看答卷: each question with the trainee's answer, and the right one where the paper shows it. */
export function AttemptReviewView({ review }: { review: AttemptReview }) {
  return (
    <section aria-labelledby="attempt-review-title">
      <h2 id="attempt-review-title" className={styles.reviewTitle}>
        答卷（第 {review.no} 次作答
        {review.score !== null && `，得分 ${review.score}/${review.totalScore}`}）
      </h2>
      {!review.showAnswers && (
        <Alert type="info" showIcon title="本场考试不公布正确答案和解析，下面是您的作答。" />
      )}
      <ol className={styles.reviewList} aria-label="答卷">
        {review.questions.map((q, i) => (
          <ReviewItem key={q.id} question={q} no={i + 1} />
        ))}
      </ol>
    </section>
  );
}
