import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * `/redirect/<path>?<query>` → `/<path>?<query>`. Rendering this route first unmounts the page, so
 * coming back mounts it afresh: that is how the tags bar's 刷新 reloads one page without a full reload.
 */
export function RefreshRedirect() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
