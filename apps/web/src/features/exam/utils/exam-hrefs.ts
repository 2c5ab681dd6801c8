import { paths } from '../../../config/paths';

/** One exam's 考试成绩 and 试题分析: `/train/exam/results?id=…`. */
export const examResultsHref = (id: number) => `${paths.trainExamResults}?id=${id}`;
