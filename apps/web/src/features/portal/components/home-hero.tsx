import {
  AlertOutlined,
  BuildOutlined,
  CarOutlined,
  CloudOutlined,
  CompassOutlined,
  GoldOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { settings } from '../../../config/settings';
import styles from './home-hero.module.css';

/** The software categories of the platform (dictionary `soft_category`, DESIGN §4). */
const CATEGORIES: ReadonlyArray<{ label: string; icon: ReactNode }> = [
  { label: '采煤', icon: <GoldOutlined /> },
  { label: '掘进', icon: <BuildOutlined /> },
  { label: '机电', icon: <ThunderboltOutlined /> },
  { label: '运输', icon: <CarOutlined /> },
  { label: '通风', icon: <CloudOutlined /> },
  { label: '地测', icon: <CompassOutlined /> },
  { label: '安全', icon: <SafetyCertificateOutlined /> },
  { label: '应急救援', icon: <AlertOutlined /> },
];

const LEAD =
  '汇聚采煤、掘进、机电、运输、通风、地测、安全与应急救援等方向的虚拟仿真软件，' +
  '为煤炭企业提供软件发布与接入考核、员工实训和数据统计的一站式服务。';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div>
          <span className={styles.eyebrow}>煤炭行业虚拟仿真服务平台</span>
          <h1 id="home-title" className={styles.title}>
            {settings.productName}
          </h1>
          <p className={styles.lead}>{LEAD}</p>
          <div className={styles.ctas}>
            <LinkButton to={paths.register} type="primary" size="large">
              注册账号
            </LinkButton>
            <LinkButton to={paths.login} size="large" ghost>
              登录
            </LinkButton>
          </div>
        </div>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>仿真方向</h2>
          <ul className={styles.categories}>
            {CATEGORIES.map(({ label, icon }) => (
              <li key={label} className={styles.category}>
                <span className={styles.categoryIcon} aria-hidden="true">
                  {icon}
                </span>
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
