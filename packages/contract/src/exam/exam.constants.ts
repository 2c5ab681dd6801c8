// Zod-free (constants.test.ts checks it): pages that only show these values skip the schemas.

/** 单选题, 多选题 (all-or-nothing), 判断题. */
export const QUESTION_TYPES = ['single', 'multiple', 'judge'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
};

/** The syllabus' three depths (dictionary question_level holds the same words). */
export const QUESTION_LEVELS = ['了解', '掌握', '熟练掌握'] as const;
export type QuestionLevel = (typeof QUESTION_LEVELS)[number];

export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

/** A bank the caller's enterprise owns, or one the platform publishes to every verified enterprise. */
export const BANK_SOURCES = ['own', 'platform'] as const;
export type BankSource = (typeof BANK_SOURCES)[number];
export const BANK_SOURCE_LABELS: Record<BankSource, string> = { own: '本企业', platform: '平台' };

/** The import sheet's columns, in order; the template's header row and the import read the same list. */
export const QUESTION_IMPORT_COLUMNS = [
  '题型',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '答案',
  '解析',
  '章节',
  '掌握程度',
  '难度',
] as const;
export type QuestionImportColumn = (typeof QUESTION_IMPORT_COLUMNS)[number];

export const QUESTION_IMPORT_MAX_ROWS = 10_000;
/** What the 题型 column takes: the labels above. */
export const QUESTION_TYPE_OF_LABEL: Record<string, QuestionType> = {
  单选题: 'single',
  单选: 'single',
  多选题: 'multiple',
  多选: 'multiple',
  判断题: 'judge',
  判断: 'judge',
};
