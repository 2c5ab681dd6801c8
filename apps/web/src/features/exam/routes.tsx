import type { RouteObject } from 'react-router-dom';

import type { RouteHandle } from '../../lib/route-handle';
import { lazyExamPage as lazyPage } from './lazy-exam-page';

/**
 * 题库 and one bank's questions, 试卷, 考试 and one exam's results, under 培训中心 (paths relative
 * to /train; app/ places them there).
 */
export const examTrainRoutes: RouteObject[] = [
  { path: 'bank', handle: { title: '题库' } satisfies RouteHandle, lazy: lazyPage('banks') },
  { path: 'question', handle: { title: '题库试题' } satisfies RouteHandle, lazy: lazyPage('questions') },
  { path: 'paper', handle: { title: '试卷' } satisfies RouteHandle, lazy: lazyPage('papers') },
  { path: 'exam', handle: { title: '考试' } satisfies RouteHandle, lazy: lazyPage('exams') },
  { path: 'exam/results', handle: { title: '考试成绩' } satisfies RouteHandle, lazy: lazyPage('results') },
];
