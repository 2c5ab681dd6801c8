import { BankOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

import { PlainLinkButton } from '../../../components/plain/plain-link-button';
import { paths } from '../../../config/paths';
import { HomeSection } from './home-section';
import styles from './home-sections.module.css';

/** The two self-service account types (DESIGN §2), so visitors know which one to register. */
const ACCOUNTS: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: '企业用户',
    text: '管理企业信息、部门岗位、员工与仿真设备，申请软件接入考核，组织员工培训并查看统计分析。',
    icon: <BankOutlined />,
  },
  {
    title: '个人用户',
    text: '浏览软件与资讯，收藏和点赞感兴趣的软件，参加所在企业安排的实训，查看自己的培训记录。',
    icon: <UserOutlined />,
  },
];

export function HomeAccounts() {
  return (
    <HomeSection id="home-accounts" title="加入平台" lead="按身份选择账号类型，注册后即可登录使用">
      <ul className={styles.grid2}>
        {ACCOUNTS.map(({ title, text, icon }) => (
          <li key={title} className={`${styles.card} ${styles.account}`}>
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
            <div>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <PlainLinkButton to={paths.register} variant="primary" size="large">
          立即注册
        </PlainLinkButton>
        <PlainLinkButton to={paths.login} size="large">
          已有账号，去登录
        </PlainLinkButton>
      </div>
    </HomeSection>
  );
}
