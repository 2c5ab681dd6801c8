import { paths } from '../../../config/paths';

/** The training centre's own URLs (beside the shared /train/train and /train/record). */
export const TRAIN_PATHS = {
  plans: paths.train,
  records: paths.trainRecord,
  /** 启动记录: every 启动软件 of the enterprise's accounts. */
  launches: '/train/launch',
  /** 题库 and one bank's questions (`?id=`), the exam module's pages (features/exam). */
  banks: paths.trainBank,
  questions: paths.trainQuestion,
  /** 试卷 and 考试 (with one exam's results, `?id=`): the exam module's too. */
  papers: paths.trainPaper,
  exams: paths.trainExam,
  examResults: paths.trainExamResults,
  /** One plan and its trainees: `/train/train-detail?id=…`. */
  planDetail: '/train/train-detail',
  /** 我的培训 in the personal centre (type-3 accounts). */
  mine: `${paths.center}/my-train`,
} as const;

export const planDetailHref = (id: number) => `${TRAIN_PATHS.planDetail}?id=${id}`;
