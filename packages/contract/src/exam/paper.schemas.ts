import { z } from 'zod';

import { listQuerySchema, timestampSchema } from '../common/list-query.js';
import { questionAnswerSchema, questionOptionSchema } from './bank.schemas.js';
import { PAPER_MODES, QUESTION_LEVELS, QUESTION_TYPES } from './exam.constants.js';

const id = z.number().int().positive();
/** Scores in half points at most: 0.5, 1, 2 … */
const points = (what: string, min: number) =>
  z
    .number({ error: `请输入${what}` })
    .min(min, `${what}须为${min}到1000分`)
    .max(1000, `${what}须为${min}到1000分`)
    .multipleOf(0.5, `${what}以0.5分为单位`);

/** 固定试卷's question with its score. */
export const paperItemSchema = z.object({
  questionId: id,
  score: points('分值', 0.5),
});
export type PaperItem = z.infer<typeof paperItemSchema>;

/** 随机组卷's rule: `count` questions of a type (and level, chapter) drawn from a bank per attempt. */
export const paperRuleSchema = z.object({
  bankId: z.number({ error: '请选择题库' }).int().positive('请选择题库'),
  type: z.enum(QUESTION_TYPES, { error: '题型只能是单选题、多选题或判断题' }),
  level: z.enum(QUESTION_LEVELS, { error: '掌握程度只能是了解、掌握或熟练掌握' }).nullable().default(null),
  chapter: z.string().trim().max(50, '章节不能超过50个字符').nullable().default(null),
  count: z
    .number({ error: '请输入题数' })
    .int('题数为1到500的整数')
    .min(1, '题数为1到500的整数')
    .max(500, '题数为1到500的整数'),
  scoreEach: points('每题分值', 0.5),
});
export type PaperRule = z.infer<typeof paperRuleSchema>;

const paperFields = z.object({
  name: z.string().trim().min(1, '请输入试卷名称').max(100, '试卷名称不能超过100个字符'),
  mode: z.enum(PAPER_MODES, { error: '组卷方式只能是 fixed 或 random' }),
  totalScore: points('总分', 1),
  passScore: points('合格分', 0),
  durationMinutes: z
    .number({ error: '请输入考试时长' })
    .int('考试时长为1到600分钟的整数')
    .min(1, '考试时长为1到600分钟的整数')
    .max(600, '考试时长为1到600分钟的整数'),
  shuffleQuestions: z.boolean().default(true),
  shuffleOptions: z.boolean().default(true),
  /** After submission only: the right answers and the analysis on the trainee's review. */
  showAnswers: z.boolean().default(false),
  items: z.array(paperItemSchema).max(500, '一张试卷最多500道题').default([]),
  rules: z.array(paperRuleSchema).max(50, '抽题规则最多50条').default([]),
});
type PaperFields = z.infer<typeof paperFields>;

/** The questions' scores add up to 总分 exactly; the message names the difference. */
export function paperSumOf(p: Pick<PaperFields, 'mode' | 'items' | 'rules'>): number {
  return p.mode === 'fixed'
    ? p.items.reduce((s, i) => s + i.score, 0)
    : p.rules.reduce((s, r) => s + r.count * r.scoreEach, 0);
}

const checked = <T extends z.ZodType<PaperFields>>(schema: T) =>
  schema.superRefine((p, ctx) => {
    if (p.mode === 'fixed') {
      if (p.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: '请选择试题' });
      if (p.rules.length > 0)
        ctx.addIssue({ code: 'custom', path: ['rules'], message: '固定试卷不设抽题规则' });
      const ids = p.items.map((i) => i.questionId);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['items'], message: '同一道题只能选一次' });
    } else {
      if (p.rules.length === 0) ctx.addIssue({ code: 'custom', path: ['rules'], message: '请添加抽题规则' });
      if (p.items.length > 0)
        ctx.addIssue({ code: 'custom', path: ['items'], message: '随机组卷不选固定试题' });
    }
    const sum = paperSumOf(p);
    if ((p.items.length > 0 || p.rules.length > 0) && sum !== p.totalScore) {
      const diff = Math.abs(sum - p.totalScore);
      ctx.addIssue({
        code: 'custom',
        path: ['totalScore'],
        message: `题目分值合计 ${sum} 分，与总分 ${p.totalScore} 分相差 ${diff} 分：请调整分值或总分`,
      });
    }
    if (p.passScore > p.totalScore)
      ctx.addIssue({ code: 'custom', path: ['passScore'], message: '合格分不能高于总分' });
  });

export const examPaperCreateSchema = checked(paperFields);
export type ExamPaperCreate = z.infer<typeof examPaperCreateSchema>;
export const examPaperUpdateSchema = checked(paperFields.extend({ id, updateTime: timestampSchema }));
export type ExamPaperUpdate = z.infer<typeof examPaperUpdateSchema>;

/** 试卷 as lists show it. `inUse`: a published exam uses it (then it is frozen). */
export const examPaperSchema = paperFields.extend({
  id: z.number().int(),
  questionCount: z.number().int(),
  inUse: z.boolean(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
});
export type ExamPaper = z.infer<typeof examPaperSchema>;

/** A fixed paper's question as the editor lists it, beside its score. */
export const paperItemDetailSchema = paperItemSchema.extend({
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  bankId: z.number().int(),
});
export const examPaperDetailSchema = examPaperSchema.extend({ items: z.array(paperItemDetailSchema) });
export type ExamPaperDetail = z.infer<typeof examPaperDetailSchema>;

export const EXAM_PAPER_SORT_FIELDS = ['id', 'name', 'createTime'] as const;
export const examPaperQuerySchema = listQuerySchema(EXAM_PAPER_SORT_FIELDS).extend({
  blurry: z.string().trim().max(50).optional(),
  mode: z.enum(PAPER_MODES, { error: '组卷方式只能是 fixed 或 random' }).optional(),
});
export type ExamPaperQuery = z.infer<typeof examPaperQuerySchema>;

/** A question as a paper puts it to the author's preview: with its score, answer and analysis. */
export const previewQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  stem: z.string(),
  picture: z.string().nullable(),
  options: z.array(questionOptionSchema),
  score: z.number(),
  answer: questionAnswerSchema,
  analysis: z.string(),
});
export type PreviewQuestion = z.infer<typeof previewQuestionSchema>;

export const paperPreviewSchema = z.object({
  totalScore: z.number(),
  questions: z.array(previewQuestionSchema),
});
export type PaperPreview = z.infer<typeof paperPreviewSchema>;
