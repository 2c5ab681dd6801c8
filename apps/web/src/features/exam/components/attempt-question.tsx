import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import { QUESTION_TYPE_LABELS } from '@coalsim/contract';
import type { AttemptQuestion as Question, OptionKey } from '@coalsim/contract';
import { Button, Checkbox, Radio } from 'antd';

import { shownLetters, type AnswerValue } from '../utils/attempt-answers';
import styles from './exam-take.module.css';

interface Props {
  question: Question;
  /** 第几题 (1-based), as the navigator numbers it. */
  no: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  marked: boolean;
  onToggleMark: () => void;
}

const JUDGE_OPTIONS = [
  { value: 'true', label: '正确' },
  { value: 'false', label: '错误' },
];

/** The answer field a question's type takes: radio (单选, 判断 as 正确 / 错误) or checkboxes (多选). */
function AnswerField({ question, value, onChange }: Pick<Props, 'question' | 'value' | 'onChange'>) {
  const letters = shownLetters(question.options);
  const options = question.options.map((o) => ({
    value: o.key,
    label: (
      <span className={styles.option}>
        <b>{letters.get(o.key)}.</b> {o.text}
      </span>
    ),
  }));
  if (question.type === 'multiple') {
    return (
      <Checkbox.Group
        className={styles.choices}
        options={options}
        value={Array.isArray(value) ? value : []}
        // An empty choice is saved as null, which clears the saved answer.
        onChange={(keys) => onChange(keys.length > 0 ? (keys as OptionKey[]) : null)}
      />
    );
  }
  if (question.type === 'judge') {
    return (
      <Radio.Group
        className={styles.choices}
        options={JUDGE_OPTIONS}
        value={typeof value === 'boolean' ? String(value) : undefined}
        onChange={(e) => onChange(e.target.value === 'true')}
      />
    );
  }
  return (
    <Radio.Group
      className={styles.choices}
      options={options}
      value={typeof value === 'string' ? value : undefined}
      onChange={(e) => onChange(e.target.value as OptionKey)}
    />
  );
}

/** One question being answered: its number, type and score, the stem (and picture), the answer. */
export function AttemptQuestionCard({ question, no, value, onChange, marked, onToggleMark }: Props) {
  return (
    <fieldset className={styles.question}>
      <legend className={styles.stem}>
        <span className={styles.questionMeta}>
          第{no}题 · {QUESTION_TYPE_LABELS[question.type]} · {question.score}分
        </span>
        {question.stem}
      </legend>
      {question.picture && <img className={styles.picture} src={question.picture} alt={`第${no}题配图`} />}
      {question.type === 'multiple' && (
        <p className={styles.hint}>请选择全部正确的选项，少选、多选均不得分。</p>
      )}
      <AnswerField question={question} value={value} onChange={onChange} />
      <Button
        color="orange"
        variant="text"
        className={styles.markButton}
        icon={marked ? <FlagFilled aria-hidden="true" /> : <FlagOutlined aria-hidden="true" />}
        aria-pressed={marked}
        onClick={onToggleMark}
      >
        {marked ? '取消标记' : '标记本题，稍后检查'}
      </Button>
    </fieldset>
  );
}
