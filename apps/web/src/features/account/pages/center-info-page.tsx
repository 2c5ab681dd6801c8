import type { CurrentUser } from '@coalsim/contract';
import { Tabs } from 'antd';
import type { TabsProps } from 'antd';
import type { ReactNode } from 'react';

import { EnterpriseStatusTag } from '../../../components/enterprise-status-tag/enterprise-status-tag';
import { useUserStore } from '../../../stores/user-store';
import styles from '../components/account.module.css';
import { MyOperations } from '../components/my-operations';
import { ProfileForm } from '../components/profile-form';
import { useTabParam } from '../hooks/use-tab-param';
import { accountTypeLabel } from '../utils/account-type';

const TABS = ['profile', 'operations'] as const;

/** What the user cannot change here: the account's name and type, and its enterprise's review. */
function AccountFacts({ user }: { user: CurrentUser }) {
  const { enterprise, worker } = user;
  const facts: { term: string; value: ReactNode }[] = [
    { term: '用户名', value: user.username },
    { term: '账号类型', value: accountTypeLabel(user.role) },
    {
      term: '所属企业',
      // The tag stays whole; a long name gives way (ellipsis) instead.
      value: enterprise ? (
        <span className={styles.enterprise}>
          <span className={styles.enterpriseName}>{enterprise.name}</span>
          <EnterpriseStatusTag status={enterprise.status} reason={enterprise.rejectReason} />
        </span>
      ) : (
        '未加入企业'
      ),
    },
    // A staff member's place in the enterprise, kept by the enterprise: read-only here.
    ...(worker
      ? [
          { term: '部门', value: worker.dept ?? '未分配' },
          { term: '岗位', value: worker.post ?? '未分配' },
          { term: '工号', value: worker.employeeNo },
        ]
      : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((f) => (
        <div key={f.term}>
          <dt>{f.term}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 个人信息 (/center/info), the portal's face of the own account: the fixed facts, then 基本资料 to
 * edit and 操作记录 to check what the account has done. The open tab is in the URL.
 */
export function CenterInfoPage() {
  const user = useUserStore((s) => s.user);
  const [tab, openTab] = useTabParam(TABS);
  if (!user) return null;

  const items: TabsProps['items'] = [
    { key: 'profile', label: '基本资料', children: <ProfileForm key={user.id} user={user} /> },
    // Fetched each time it opens, so a change just saved on 基本资料 is there once logged.
    { key: 'operations', label: '操作记录', children: tab === 'operations' ? <MyOperations /> : null },
  ];
  return (
    <>
      <AccountFacts user={user} />
      <Tabs activeKey={tab} items={items} onChange={openTab} />
    </>
  );
}
