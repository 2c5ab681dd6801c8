import { BankOutlined } from '@ant-design/icons';
import { ACCOUNT_TYPE } from '@coalsim/contract';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useUserStore } from '../../../stores/user-store';

/**
 * The centre's 软件 pages belong to an enterprise account (the server answers others 403); anyone
 * else who follows a link here reads what the page is for instead of an error.
 */
export function EnterpriseAccountOnly({ what, children }: { what: string; children: ReactNode }) {
  const user = useUserStore((s) => s.user);
  if (!user) return null;
  if (user.role === ACCOUNT_TYPE.enterprise && user.enterprise !== null) return <>{children}</>;
  return (
    <EmptyState
      level={2}
      icon={<BankOutlined />}
      title={`${what}仅面向企业用户`}
      description="企业用户在这里查看本企业可以使用的仿真软件及其授权。其他账号可以在软件中心浏览已发布的软件。"
      actions={
        <LinkButton to={paths.soft} type="primary">
          去软件中心
        </LinkButton>
      }
    />
  );
}
