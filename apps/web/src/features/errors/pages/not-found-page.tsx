import { ErrorResult } from '../components/error-result';

export function NotFoundPage() {
  return <ErrorResult status="404" title="404" subTitle="抱歉，您访问的页面不存在" />;
}
