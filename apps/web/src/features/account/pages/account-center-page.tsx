import { Card, Col, Row, Tabs } from 'antd';
import type { TabsProps } from 'antd';

import { useUserStore } from '../../../stores/user-store';
import { AvatarUpload } from '../components/avatar-upload';
import { MyOperations } from '../components/my-operations';
import { PasswordForm } from '../components/password-form';
import { ProfileCard } from '../components/profile-card';
import { ProfileForm } from '../components/profile-form';
import { SessionsList } from '../components/sessions-list';
import { useTabParam } from '../hooks/use-tab-param';

const TABS = ['profile', 'avatar', 'password', 'devices', 'operations'] as const;

/**
 * 个人中心 (/user/center): the profile on the left, and on the right what one may change about
 * one's own account. The open tab is in the URL (`?tab=password`), so it can be linked to.
 */
export function AccountCenterPage() {
  const user = useUserStore((s) => s.user);
  const [tab, openTab] = useTabParam(TABS);

  // The route guard loads the user before any back-office page renders.
  if (!user) return null;

  const items: TabsProps['items'] = [
    { key: 'profile', label: '基本资料', children: <ProfileForm key={user.id} user={user} /> },
    { key: 'avatar', label: '头像', children: <AvatarUpload user={user} /> },
    { key: 'password', label: '修改密码', children: <PasswordForm /> },
    // Only fetched while open: the list is about now, not about when the page was first seen.
    { key: 'devices', label: '登录设备', children: tab === 'devices' ? <SessionsList /> : null },
    { key: 'operations', label: '操作记录', children: tab === 'operations' ? <MyOperations /> : null },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xl={7}>
        <ProfileCard user={user} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        <Card variant="borderless">
          <Tabs activeKey={tab} items={items} onChange={openTab} />
        </Card>
      </Col>
    </Row>
  );
}
