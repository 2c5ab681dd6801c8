import { BankOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@coalsim/contract';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useUserStore } from '../../../stores/user-store';

/** Whether the signed-in account runs an enterprise's data (type 2 with an enterprise). */
export function useIsEnterpriseUser(): boolean {
  const user = useUserStore((s) => s.user);
  return user?.role === ACCOUNT_TYPE.enterprise && user.enterprise !== null;
}

/**
 * The 企业 pages' gate: their lists belong to an enterprise account (the server answers others
 * 403); anyone else who follows a link here reads what the page is for instead.
 */
export function EnterpriseOnly({ what, children }: { what: string; children: ReactNode }) {
  const user = useUserStore((s) => s.user);
  const allowed = useIsEnterpriseUser();
  if (!user) return null;
  if (allowed) return <>{children}</>;
  return (
    <EmptyState
      level={2}
      icon={<BankOutlined />}
      title={`${what}仅面向企业用户`}
      description="企业用户在这里管理本企业的部门、岗位和员工。员工账号由所在企业开通，登录后可在“个人信息”中查看所属企业、部门和岗位。"
      actions={
        <LinkButton to={paths.centerInfo} type="primary">
          查看个人信息
        </LinkButton>
      }
    />
  );
}
