import { ErrorResult } from '../components/error-result';

/** Where a 403 response lands (spec §6); antd has no 401 artwork, and 403 is the matching picture. */
export function UnauthorizedPage() {
  return <ErrorResult status="403" title="401" subTitle="抱歉，您没有权限访问该页面" />;
}
