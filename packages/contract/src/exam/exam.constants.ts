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

/** 固定试卷: chosen questions, each with its score; 随机试卷: drawn per attempt by rules. */
export const PAPER_MODES = ['fixed', 'random'] as const;
export type PaperMode = (typeof PAPER_MODES)[number];
export const PAPER_MODE_LABELS: Record<PaperMode, string> = { fixed: '固定试卷', random: '随机组卷' };

/**
 * 煤矿安全培训考试 as the regulation sets it (《煤矿安全培训规定》: computer-based, 100 points,
 * 90 minutes, 80 to pass, one 补考): a new paper's and a new exam's defaults, and the demo's paper.
 */
export const EXAM_PRESET = {
  name: '煤矿安全培训考试',
  totalScore: 100,
  durationMinutes: 90,
  passScore: 80,
  attempts: 2,
  maxSwitches: 5,
} as const;

/** An exam arrangement as stored (draft, published); finished is a published one past its end. */
export const EXAM_STATUSES = ['draft', 'published', 'finished'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
export const EXAM_STATUS_LABELS: Record<ExamStatus, string> = {
  draft: '草稿',
  published: '已发布',
  finished: '已结束',
};

/** 我的考试: before its window, open to take, passed or out of attempts, or closed untaken. */
export const MY_EXAM_STATES = ['upcoming', 'open', 'done', 'missed'] as const;
export type MyExamState = (typeof MY_EXAM_STATES)[number];
export const MY_EXAM_STATE_LABELS: Record<MyExamState, string> = {
  upcoming: '未开始',
  open: '进行中',
  done: '已完成',
  missed: '已错过',
};

/** What leaving the exam's page looks like to the browser; each counts as one switch. */
export const ATTEMPT_EVENT_KINDS = ['blur', 'hidden', 'fullscreen-exit'] as const;
export type AttemptEventKind = (typeof ATTEMPT_EVENT_KINDS)[number];

/** Who handed an attempt in: the trainee, the clock (its deadline), or too many tab switches. */
export const SUBMIT_REASONS = ['trainee', 'deadline', 'switches'] as const;
export type SubmitReason = (typeof SUBMIT_REASONS)[number];
export const SUBMIT_REASON_LABELS: Record<SubmitReason, string> = {
  trainee: '考生交卷',
  deadline: '到时自动交卷',
  switches: '切屏超限自动交卷',
};

/** A result's filter on 考试成绩. */
export const EXAM_RESULT_FILTERS = ['passed', 'failed', 'absent'] as const;
export type ExamResultFilter = (typeof EXAM_RESULT_FILTERS)[number];
export const EXAM_RESULT_LABELS: Record<ExamResultFilter, string> = {
  passed: '合格',
  failed: '不合格',
  absent: '缺考',
};

/** The refusals a trainee's page acts on: the attempt is over, or continues in another browser. */
export const ATTEMPT_OVER = '考试已结束';
export const ATTEMPT_ELSEWHERE = '已在其他设备继续作答';
