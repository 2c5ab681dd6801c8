import { BankOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@coalsim/contract';
import type { ReactNode } from 'react';

import { paths } from '../../config/paths';
import { useUserStore } from '../../stores/user-store';
import { EmptyState } from '../feedback/empty-state';
import { LinkButton } from '../link-button';

/** Whether the signed-in account runs an enterprise's data (type 2 with an enterprise). */
export function useIsEnterpriseUser(): boolean {
  const user = useUserStore((s) => s.user);
  return user?.role === ACCOUNT_TYPE.enterprise && user.enterprise !== null;
}

interface EnterpriseOnlyProps {
  /** The page, as in `${what}仅面向企业用户`. */
  what: string;
  /** What an enterprise does here, for anyone else who followed a link. */
  description: string;
  /** Where else to go; the personal info page unless given. */
  action?: { to: string; label: string };
  children: ReactNode;
}

/**
 * The gate of the centre's enterprise pages: their data belongs to an enterprise account (the
 * server answers others 403); anyone else reads what the page is for instead of an error.
 */
export function EnterpriseOnly({ what, description, action, children }: EnterpriseOnlyProps) {
  const user = useUserStore((s) => s.user);
  const allowed = useIsEnterpriseUser();
  if (!user) return null;
  if (allowed) return <>{children}</>;
  const go = action ?? { to: paths.centerInfo, label: '查看个人信息' };
  return (
    <EmptyState
      level={2}
      icon={<BankOutlined />}
      title={`${what}仅面向企业用户`}
      description={description}
      actions={
        <LinkButton to={go.to} type="primary">
          {go.label}
        </LinkButton>
      }
    />
  );
}
