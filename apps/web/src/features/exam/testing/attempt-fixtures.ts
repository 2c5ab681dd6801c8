import type { AttemptOutcome, AttemptQuestion, AttemptReview, AttemptStart, MyExam } from '@coalsim/contract';

const HOUR = 3_600_000;

export const myExam = (id: number, name: string, more: Partial<MyExam> = {}): MyExam => ({
  id,
  name,
  startTime: Date.now() - 24 * HOUR,
  endTime: Date.now() + 24 * HOUR,
  durationMinutes: 90,
  totalScore: 100,
  passScore: 80,
  attempts: 2,
  state: 'open',
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
  openAttemptId: null,
  lastAttemptId: null,
  ...more,
});

/** Three questions, one of each type, as the trainee gets them: no answer, no analysis. */
export const QUESTIONS: AttemptQuestion[] = [
  {
    id: 101,
    type: 'single',
    stem: '采掘工作面进风流中，氧气浓度不得低于多少？',
    picture: null,
    // Shuffled for this attempt: shown as A 20%, B 18%, C 16%, saved and graded by the bank's keys.
    options: [
      { key: 'B', text: '20%' },
      { key: 'A', text: '18%' },
      { key: 'C', text: '16%' },
    ],
    score: 40,
  },
  {
    id: 102,
    type: 'multiple',
    stem: '下列哪些是矿井瓦斯爆炸的必要条件？',
    picture: null,
    options: [
      { key: 'A', text: '瓦斯浓度在爆炸界限内' },
      { key: 'B', text: '足够的氧气' },
      { key: 'C', text: '高温火源' },
      { key: 'D', text: '煤尘' },
    ],
    score: 40,
  },
  { id: 103, type: 'judge', stem: '井下可以用铜丝代替保险丝。', picture: null, options: [], score: 20 },
];

export const attemptStart = (more: Partial<AttemptStart> = {}): AttemptStart => {
  const serverTime = Date.now();
  return {
    attemptId: 77,
    exam: { id: 5, name: '综采一队2026年度安全培训考试' },
    no: 1,
    attempts: 2,
    deadline: serverTime + 90 * 60_000,
    serverTime,
    totalScore: 100,
    passScore: 80,
    maxSwitches: 5,
    switches: 0,
    questions: QUESTIONS,
    answers: {},
    ...more,
  };
};

export const outcome = (more: Partial<AttemptOutcome> = {}): AttemptOutcome => ({
  score: 60,
  passed: false,
  totalScore: 100,
  passScore: 80,
  reason: 'trainee',
  ...more,
});

export const review = (more: Partial<AttemptReview> = {}): AttemptReview => ({
  attemptId: 77,
  exam: { id: 5, name: '综采一队2026年度安全培训考试' },
  no: 1,
  status: 'submitted',
  startedAt: '2026-06-01T01:00:00.000Z',
  deadline: Date.parse('2026-06-01T02:30:00.000Z'),
  submittedAt: '2026-06-01T01:40:00.000Z',
  totalScore: 100,
  passScore: 80,
  score: 60,
  passed: false,
  reason: 'trainee',
  showAnswers: true,
  questions: [
    {
      ...QUESTIONS[0]!,
      myAnswer: 'B',
      correct: true,
      answer: 'B',
      analysis: '《煤矿安全规程》规定不得低于20%。',
    },
    { ...QUESTIONS[1]!, myAnswer: ['A', 'B'], correct: false, answer: ['A', 'B', 'C'], analysis: '' },
    { ...QUESTIONS[2]!, myAnswer: null, correct: false, answer: false, analysis: '' },
  ],
  ...more,
});
