import {
  examQuestionFieldsSchema,
  OPTION_KEYS,
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPE_OF_LABEL,
  type ExamQuestion,
  type OptionKey,
  type QuestionAnswer,
  type QuestionImportColumn,
  type QuestionImportRow,
} from '@coalsim/contract';

import { CONTROL_CHAR_MESSAGE, findControlChar } from '../../lib/control-chars.js';
import type { SheetRow, SheetSpec } from '../../lib/xlsx-sheet.js';
import type { XlsxColumn } from '../../lib/xlsx.js';

export const QUESTION_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const QUESTION_SHEET: SheetSpec<QuestionImportColumn> = {
  columns: QUESTION_IMPORT_COLUMNS,
  maxRows: QUESTION_IMPORT_MAX_ROWS,
  tooManyRows: `一次最多导入 ${QUESTION_IMPORT_MAX_ROWS} 道试题：请把表格分成几个文件分别导入`,
  noRows: '表格中没有试题：请从第 2 行起每行填写一道试题',
};

const OPTION_COLUMNS = OPTION_KEYS.map((k) => `选项${k}` as QuestionImportColumn);
const TRUE_WORDS = new Set(['正确', '对', '是', '√', '✓', 'T', 'TRUE', 'Y']);
const FALSE_WORDS = new Set(['错误', '错', '否', '×', '✗', 'X', 'F', 'FALSE', 'N']);
const DEFAULT_LEVEL = '掌握';
const DEFAULT_DIFFICULTY = 3;

/** The form's field behind each column; its schema judges the column's text. */
const COLUMN_OF: Record<string, QuestionImportColumn> = {
  type: '题型',
  stem: '题干',
  options: '选项A',
  answer: '答案',
  analysis: '解析',
  chapter: '章节',
  level: '掌握程度',
  difficulty: '难度',
};

/** 'A,C', 'A、C', 'AC' and 'a c' all mean A and C; 正确 / 错误 (and their usual marks) for 判断题. */
function readAnswer(text: string, type: string | undefined): QuestionAnswer | string {
  const upper = text.trim().toUpperCase();
  if (type === 'judge') {
    if (TRUE_WORDS.has(upper)) return true;
    if (FALSE_WORDS.has(upper)) return false;
    return text;
  }
  const letters = upper.replace(/[\s,，、;；/]+/g, '').split('');
  const keys = letters.filter((k): k is OptionKey => (OPTION_KEYS as readonly string[]).includes(k));
  if (keys.length === 0 || keys.length !== letters.length) return text;
  return type === 'multiple' ? keys : keys.length === 1 ? keys[0]! : keys;
}

/** A question as the sheet's row gives it, or the row's problems by column. */
export interface CheckedQuestionRow extends QuestionImportRow {
  question?: Omit<ExamQuestion, 'id' | 'bankId' | 'createTime' | 'updateTime'>;
}

/** One row judged on its own, by the form's rules, each problem naming its column. */
export function checkQuestionRow({ row, values }: SheetRow<QuestionImportColumn>): CheckedQuestionRow {
  const problems = new Map<QuestionImportColumn, string>();
  const add = (column: QuestionImportColumn, message: string) => {
    if (!problems.has(column)) problems.set(column, message);
  };
  for (const column of QUESTION_IMPORT_COLUMNS)
    if (findControlChar(values[column])) add(column, CONTROL_CHAR_MESSAGE);

  const type = QUESTION_TYPE_OF_LABEL[values.题型.trim()];
  if (!type) add('题型', `请填写${Object.values(QUESTION_TYPE_LABELS).join('、')}之一`);
  const filled = OPTION_COLUMNS.map((column, i) => ({ column, key: OPTION_KEYS[i]!, text: values[column] }));
  const lastFilled = filled.findLastIndex((o) => o.text !== '');
  const gap = filled.slice(0, lastFilled + 1).find((o) => o.text === '');
  if (gap) add(gap.column, `选项须从 A 起依次填写，${gap.column} 不能空着`);
  const options = filled.filter((o) => o.text !== '').map(({ key, text }) => ({ key, text }));
  const difficulty = values.难度 === '' ? DEFAULT_DIFFICULTY : Number(values.难度);

  const answer = values.答案 === '' ? undefined : readAnswer(values.答案, type);
  if (type && typeof answer === 'string' && !(OPTION_KEYS as readonly string[]).includes(answer))
    add('答案', type === 'judge' ? '判断题的答案填“正确”或“错误”' : '答案填选项字母，如 B；多选题如 ACD');
  const parsed = examQuestionFieldsSchema.safeParse({
    type: type ?? values.题型,
    stem: values.题干,
    options,
    answer,
    analysis: values.解析,
    chapter: values.章节,
    level: values.掌握程度 || DEFAULT_LEVEL,
    difficulty,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (field === 'type' && type) continue;
    // Options and answer are judged by the type: with an unknown type or a gap in the options,
    // the row already says what to fix first.
    if ((field === 'options' || field === 'answer') && (!type || gap)) continue;
    const message =
      field === 'answer' && values.答案 === ''
        ? '请填写正确答案'
        : field === 'difficulty'
          ? '难度为1到5的整数'
          : issue.message;
    if (field === 'options' && options.length === 0 && type !== 'judge')
      add('选项A', '选择题至少需要2个选项');
    else add(COLUMN_OF[field] ?? '题干', message);
  }
  const checked: CheckedQuestionRow = { row, values, errors: [], columns: [] };
  if (problems.size > 0 || !parsed.data) {
    const columns = QUESTION_IMPORT_COLUMNS.filter((c) => problems.has(c));
    checked.columns = columns;
    checked.errors = columns.map((c) => `${c}：${problems.get(c)}`);
    return checked;
  }
  checked.question = parsed.data;
  return checked;
}

const answerText = (q: Pick<ExamQuestion, 'type' | 'answer'>) =>
  typeof q.answer === 'boolean'
    ? q.answer
      ? '正确'
      : '错误'
    : Array.isArray(q.answer)
      ? q.answer.join('')
      : q.answer;

/** The export's columns: the import template's, so an exported sheet imports again as it is. */
export const QUESTION_EXPORT_COLUMNS: XlsxColumn<ExamQuestion>[] = [
  { header: '题型', value: (q) => QUESTION_TYPE_LABELS[q.type], width: 8 },
  { header: '题干', value: (q) => q.stem, width: 60 },
  ...OPTION_KEYS.map((key): XlsxColumn<ExamQuestion> => ({
    header: `选项${key}`,
    value: (q) => q.options.find((o) => o.key === key)?.text ?? '',
    width: 24,
  })),
  { header: '答案', value: answerText, width: 8 },
  { header: '解析', value: (q) => q.analysis, width: 40 },
  { header: '章节', value: (q) => q.chapter, width: 12 },
  { header: '掌握程度', value: (q) => q.level, width: 10 },
  { header: '难度', value: (q) => q.difficulty, width: 6 },
];
