/**
 * Demo question banks for the computer-based coal-mine safety theory exam.
 * Content follows 《煤矿安全规程》(2022), 《煤矿安全培训规定》, 《防治煤与瓦斯突出细则》,
 * 《煤矿防治水细则》 and common 煤矿安全培训 practice.
 */

/** One demo question as the exam module stores it. */
export interface DemoQuestion {
  type: 'single' | 'multiple' | 'judge';
  /** Plain text, 8–200 characters, ends with （  ）, a full-width question mark or 。 */
  stem: string;
  /** single: 4 options A–D; multiple: 4 or 5 options (A–D or A–E); judge: omitted */
  options?: { key: 'A' | 'B' | 'C' | 'D' | 'E' | 'F'; text: string }[];
  /** single: one key; multiple: 2+ keys in alphabetical order; judge: true or false */
  answer: string | string[] | boolean;
  /** 10–150 characters: why, citing the rule where possible */
  analysis: string;
  chapter: string;
  level: '了解' | '掌握' | '熟练掌握';
  difficulty: 1 | 2 | 3 | 4 | 5;
}

export interface DemoBank {
  name: string;
  /** A value of the exam_category dictionary (codes below). */
  category: string;
  description: string;
  questions: DemoQuestion[];
}

type Level = DemoQuestion['level'];
type Difficulty = DemoQuestion['difficulty'];
type Key = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

export const L1: Level = '了解';
export const L2: Level = '掌握';
export const L3: Level = '熟练掌握';
const KEYS: readonly Key[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Maps option texts to keys A, B, C… in order. */
const toOptions = (texts: string[]) => texts.map((text, i) => ({ key: KEYS[i] ?? 'F', text }));

/** Question builders bound to one chapter; multiple-choice answers are written as e.g. 'ACD'. */
export function chapter(name: string) {
  return {
    s: (
      level: Level,
      difficulty: Difficulty,
      stem: string,
      options: string[],
      answer: 'A' | 'B' | 'C' | 'D',
      analysis: string,
    ): DemoQuestion => ({
      type: 'single',
      stem,
      options: toOptions(options),
      answer,
      analysis,
      chapter: name,
      level,
      difficulty,
    }),
    m: (
      level: Level,
      difficulty: Difficulty,
      stem: string,
      options: string[],
      answer: string,
      analysis: string,
    ): DemoQuestion => ({
      type: 'multiple',
      stem,
      options: toOptions(options),
      answer: answer.split(''),
      analysis,
      chapter: name,
      level,
      difficulty,
    }),
    j: (
      level: Level,
      difficulty: Difficulty,
      stem: string,
      answer: boolean,
      analysis: string,
    ): DemoQuestion => ({
      type: 'judge',
      stem,
      answer,
      analysis,
      chapter: name,
      level,
      difficulty,
    }),
  };
}
