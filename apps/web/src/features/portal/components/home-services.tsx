import { AppstoreOutlined, AuditOutlined, BarChartOutlined, ScheduleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

import { HomeSection } from './home-section';
import styles from './home-sections.module.css';

/** What the platform does (DESIGN §4), one card per portal section. */
const SERVICES: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: '软件中心',
    text: '浏览已发布的虚拟仿真软件，按仿真方向筛选，查看软件介绍、版本与使用方式。',
    icon: <AppstoreOutlined />,
  },
  {
    title: '考核中心',
    text: '企业提交软件接入申请，由专家组评审打分，考核通过后在软件中心发布。',
    icon: <AuditOutlined />,
  },
  {
    title: '培训中心',
    text: '企业制定员工培训计划，记录每次实训所用的软件与设备、时长、成绩及是否合格。',
    icon: <ScheduleOutlined />,
  },
  {
    title: '统计分析',
    text: '按月查看本企业的培训学时、合格率、软件使用排行、各部门人员与设备状态。',
    icon: <BarChartOutlined />,
  },
];

export function HomeServices() {
  return (
    <HomeSection
      id="home-services"
      title="平台服务"
      lead="从软件接入到员工实训，覆盖虚拟仿真应用的全过程"
      tinted
    >
      <ul className={styles.grid4}>
        {SERVICES.map(({ title, text, icon }) => (
          <li key={title} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.cardText}>{text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
