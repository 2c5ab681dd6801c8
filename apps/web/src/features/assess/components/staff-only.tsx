import { LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import { useCheckPermission } from '../../../components/permission/permission';
import { ASSESS_PATHS } from '../utils/assess-face';
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';

/**
 * The staff pages of the workspace (list, teams, rooms) need 考核管理 permissions; an expert who
 * lands on one is pointed to 考核评分, the one page that is theirs. The server refuses the data anyway.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const can = useCheckPermission();
  if (can(ASSESS_PERMISSIONS.list)) return <>{children}</>;
  return (
    <EmptyState
      level={2}
      icon={<LockOutlined />}
      title="需要考核管理权限"
      description="考核列表、考核团队和考核房间由平台考核人员管理。如果您是评审专家，请到“考核评分”为分配给您的考核打分。"
      actions={
        <LinkButton type="primary" to={ASSESS_PATHS.score}>
          前往考核评分
        </LinkButton>
      }
    />
  );
}
