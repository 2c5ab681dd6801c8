import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';
import { fileUrlSchema } from '../soft/soft-fields.schemas.js';
import { BANK_SOURCES, OPTION_KEYS, QUESTION_LEVELS, QUESTION_TYPES } from './exam.constants.js';

const id = z.number().int().positive();

/** 题库: the enterprise's own, or the platform's (read-only to enterprises, which may copy it). */
export const examBankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A value of the exam_category dictionary (主要负责人, 瓦斯检查作业 …). */
  category: z.string(),
  description: z.string(),
  source: z.enum(BANK_SOURCES),
  questionCount: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type ExamBank = z.infer<typeof examBankSchema>;

export const EXAM_BANK_SORT_FIELDS = ['id', 'name', 'createTime'] as const;

export const examBankQuerySchema = listQuerySchema(EXAM_BANK_SORT_FIELDS).extend({
  blurry: z.string().trim().max(50).optional(),
  category: z.string().trim().max(32).optional(),
  /** Enterprise face only: its own banks (the default) or the platform's. */
  source: z.enum(BANK_SOURCES, { error: '来源只能是 own 或 platform' }).default('own'),
});
export type ExamBankQuery = z.infer<typeof examBankQuerySchema>;

export const examBankFieldsSchema = z.object({
  name: z.string().trim().min(1, '请输入题库名称').max(60, '题库名称不能超过60个字符'),
  category: z.string().trim().min(1, '请选择人员类别').max(32, '人员类别不能超过32个字符'),
  description: z.string().trim().max(500, '题库说明不能超过500个字符').default(''),
});
export const examBankCreateSchema = examBankFieldsSchema;
export type ExamBankCreate = z.infer<typeof examBankCreateSchema>;
export const examBankUpdateSchema = examBankFieldsSchema.extend({ id, updateTime: timestampSchema });
export type ExamBankUpdate = z.infer<typeof examBankUpdateSchema>;

const optionKey = z.enum(OPTION_KEYS, { error: '选项只能是 A 到 F' });

export const questionOptionSchema = z.object({
  key: optionKey,
  text: z.string().trim().min(1, '选项内容不能为空').max(500, '选项内容不能超过500个字符'),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** 'B' for a single choice, ['A','C'] for a multiple one, true / false for 判断题. */
export const questionAnswerSchema = z.union([optionKey, z.array(optionKey).max(6), z.boolean()], {
  error: '请设置正确答案',
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

const questionFields = z.object({
  type: z.enum(QUESTION_TYPES, { error: '题型只能是单选题、多选题或判断题' }),
  stem: z.string().trim().min(1, '请输入题干').max(1000, '题干不能超过1000个字符'),
  picture: fileUrlSchema.nullable().default(null),
  options: z.array(questionOptionSchema).max(6, '选项最多6个').default([]),
  answer: questionAnswerSchema,
  analysis: z.string().trim().max(1000, '解析不能超过1000个字符').default(''),
  chapter: z.string().trim().max(50, '章节不能超过50个字符').default(''),
  level: z.enum(QUESTION_LEVELS, { error: '掌握程度只能是了解、掌握或熟练掌握' }),
  difficulty: z
    .number({ error: '请选择难度' })
    .int('难度为1到5的整数')
    .min(1, '难度为1到5的整数')
    .max(5, '难度为1到5的整数'),
});
type QuestionFields = z.infer<typeof questionFields>;

/**
 * The rules between type, options and answer, each naming the field to fix: options A, B, C … in
 * order (2–6) for a choice, none for 判断题; the answer among the options, one for a single
 * choice, two or more for a multiple one, 正确 / 错误 for 判断题.
 */
export function questionProblems(q: Pick<QuestionFields, 'type' | 'options' | 'answer'>) {
  const problems: { path: 'options' | 'answer'; message: string }[] = [];
  const keys = q.options.map((o) => o.key);
  if (q.type === 'judge') {
    if (q.options.length > 0) problems.push({ path: 'options', message: '判断题不设选项' });
    if (typeof q.answer !== 'boolean') problems.push({ path: 'answer', message: '判断题的答案为正确或错误' });
    return problems;
  }
  if (q.options.length < 2) problems.push({ path: 'options', message: '选择题至少需要2个选项' });
  else if (keys.some((k, i) => k !== OPTION_KEYS[i]))
    problems.push({
      path: 'options',
      message: `选项须从 A 起依次排列（${OPTION_KEYS.slice(0, keys.length).join('、')}）`,
    });
  const answer = typeof q.answer === 'boolean' ? null : Array.isArray(q.answer) ? q.answer : [q.answer];
  if (!answer) {
    problems.push({ path: 'answer', message: '选择题的答案为选项字母' });
  } else if (q.type === 'single' && (answer.length !== 1 || Array.isArray(q.answer))) {
    problems.push({ path: 'answer', message: '单选题只有一个正确答案' });
  } else if (q.type === 'multiple' && (answer.length < 2 || !Array.isArray(q.answer))) {
    problems.push({ path: 'answer', message: '多选题至少有两个正确答案' });
  } else if (new Set(answer).size !== answer.length) {
    problems.push({ path: 'answer', message: '答案中的选项重复' });
  } else {
    const missing = answer.filter((k) => !keys.includes(k));
    if (missing.length > 0)
      problems.push({ path: 'answer', message: `答案中的选项 ${missing.join('、')} 不存在` });
  }
  return problems;
}

const checked = <T extends z.ZodType<Pick<QuestionFields, 'type' | 'options' | 'answer'>>>(schema: T) =>
  schema.superRefine((q, ctx) => {
    for (const p of questionProblems(q)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });

export const examQuestionFieldsSchema = checked(questionFields);
export const examQuestionCreateSchema = checked(questionFields.extend({ bankId: id }));
export type ExamQuestionCreate = z.infer<typeof examQuestionCreateSchema>;
export const examQuestionUpdateSchema = checked(questionFields.extend({ id, updateTime: timestampSchema }));
export type ExamQuestionUpdate = z.infer<typeof examQuestionUpdateSchema>;

/** A question as its bank's editors see it: with the answer and analysis (never shown to trainees). */
export const examQuestionSchema = questionFields.extend({
  id: z.number().int(),
  bankId: z.number().int(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const EXAM_QUESTION_SORT_FIELDS = ['id', 'difficulty', 'createTime'] as const;

export const examQuestionQuerySchema = listQuerySchema(EXAM_QUESTION_SORT_FIELDS).extend({
  /** One bank the caller may read; without it, every question of the caller's own banks. */
  bankId: z.coerce.number({ error: '题库编号须为正整数' }).int().positive('题库编号须为正整数').optional(),
  blurry: z.string().trim().max(50).optional(),
  type: z.enum(QUESTION_TYPES, { error: '题型只能是 single、multiple 或 judge' }).optional(),
  level: z.enum(QUESTION_LEVELS, { error: '掌握程度只能是了解、掌握或熟练掌握' }).optional(),
  chapter: z.string().trim().max(50).optional(),
  difficulty: z.coerce.number().int().min(1, '难度为1到5').max(5, '难度为1到5').optional(),
});
export type ExamQuestionQuery = z.infer<typeof examQuestionQuerySchema>;

export const questionImportQuerySchema = z.object({
  bankId: z.coerce.number({ error: '请选择导入到哪个题库' }).int().positive('请选择导入到哪个题库'),
  /** true: check every row and write nothing; false: write all rows, or none if any is wrong. */
  dryRun: z.enum(['true', 'false'], { error: 'dryRun 只能是 true 或 false' }).transform((v) => v === 'true'),
});
export type QuestionImportQuery = z.infer<typeof questionImportQuerySchema>;

export const questionImportRowSchema = z.object({
  row: z.number().int(),
  /** What was read, by column (题型 …), as text. */
  values: z.record(z.string(), z.string()),
  /** Every problem of the row, each naming its column. */
  errors: z.array(z.string()),
  /** The columns that are wrong, for highlighting cells. */
  columns: z.array(z.string()),
});
export type QuestionImportRow = z.infer<typeof questionImportRowSchema>;

export const questionImportResultSchema = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  errorRows: z.number().int(),
  created: z.number().int(),
  /** Every row on a dry run; on a commit, only the rows with errors (then nothing was written). */
  rows: z.array(questionImportRowSchema),
});
export type QuestionImportResult = z.infer<typeof questionImportResultSchema>;

/** 复制到本企业: the copy's name (the original's when absent). */
export const examBankCopySchema = z.object({
  name: z.string().trim().min(1, '请输入题库名称').max(60, '题库名称不能超过60个字符').optional(),
});
export type ExamBankCopy = z.infer<typeof examBankCopySchema>;
