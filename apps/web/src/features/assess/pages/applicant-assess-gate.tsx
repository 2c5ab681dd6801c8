import { AuditOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@coalsim/contract';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useUserStore } from '../../../stores/user-store';

/**
 * 我的考核 is the applicant enterprise's view (the server answers others 403). The 考核 group of the
 * centre is shown to every account, so an expert who opens it is sent to where they score.
 */
export function ApplicantAssessGate({ what, children }: { what: string; children: ReactNode }) {
  const user = useUserStore((s) => s.user);
  if (!user) return null;
  if (user.role === ACCOUNT_TYPE.enterprise && user.enterprise !== null) return <>{children}</>;
  return (
    <EmptyState
      level={2}
      icon={<AuditOutlined />}
      title={`${what}仅面向企业用户`}
      description="企业在这里查看本企业软件接入考核的安排、进度与结果。评审专家请到考核中心的“考核评分”为分配给您的考核打分。"
      actions={
        <LinkButton to={`${paths.assess}/score`} type="primary">
          去考核评分
        </LinkButton>
      }
    />
  );
}
