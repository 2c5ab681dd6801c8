import type { RouteObject } from 'react-router-dom';

import type { RouteHandle } from '../../lib/route-handle';
import { lazyAssessPage } from './routes';

/**
 * 我的考核 and 考核详情 in the personal centre (paths relative to /center), placed there by app/:
 * the applicant enterprise's view of its assessments. Apart from routes.tsx, which is the /assess
 * workspace of staff and experts.
 */
export const applicantAssessCenterRoutes: RouteObject[] = [
  {
    path: 'my-assess',
    handle: { title: '我的考核' } satisfies RouteHandle,
    lazy: lazyAssessPage('my-assess'),
  },
  {
    path: 'my-assess-detail',
    handle: { title: '考核详情' } satisfies RouteHandle,
    lazy: lazyAssessPage('my-assess-detail'),
  },
];
