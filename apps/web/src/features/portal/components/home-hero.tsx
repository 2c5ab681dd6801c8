import {
  AlertOutlined,
  AppstoreOutlined,
  BuildOutlined,
  CarOutlined,
  CloudOutlined,
  CompassOutlined,
  GoldOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PlainLinkButton } from '../../../components/plain/plain-link-button';
import { paths } from '../../../config/paths';
import { settings } from '../../../config/settings';
import { useDict } from '../../../hooks/use-dict';
import { useUserStore } from '../../../stores/user-store';
import styles from './home-hero.module.css';

/** Pictures for the `soft_category` values of DESIGN §4; a category added later gets the generic one. */
const CATEGORY_ICONS: Record<string, ReactNode> = {
  mining: <GoldOutlined />,
  tunneling: <BuildOutlined />,
  electromechanical: <ThunderboltOutlined />,
  transport: <CarOutlined />,
  ventilation: <CloudOutlined />,
  survey: <CompassOutlined />,
  safety: <SafetyCertificateOutlined />,
  rescue: <AlertOutlined />,
};

const LEAD =
  '汇聚采煤、掘进、机电、运输、通风、地测、安全与应急救援等方向的虚拟仿真软件，' +
  '为煤炭企业提供软件发布与接入考核、员工实训和数据统计的一站式服务。';

/** The categories, each a way into the software centre filtered by it. */
function CategoryPanel() {
  const { list } = useDict('soft_category');
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>按仿真方向浏览</h2>
      <ul className={styles.categories}>
        {list.length === 0
          ? Array.from({ length: 8 }, (_, i) => (
              <li key={i} className={`${styles.category} ${styles.pending}`} />
            ))
          : list.map((d) => (
              <li key={d.value}>
                <Link
                  to={`${paths.soft}?category=${encodeURIComponent(d.value)}`}
                  className={styles.category}
                >
                  <span className={styles.categoryIcon} aria-hidden="true">
                    {CATEGORY_ICONS[d.value] ?? <AppstoreOutlined />}
                  </span>
                  {d.label}
                </Link>
              </li>
            ))}
      </ul>
    </div>
  );
}

export function HomeHero() {
  const signedIn = useUserStore((s) => Boolean(s.token));
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
            <PlainLinkButton to={paths.soft} variant="primary" size="large">
              浏览软件中心
            </PlainLinkButton>
            {signedIn ? (
              <PlainLinkButton to={paths.centerInfo} variant="ghost" size="large">
                进入个人中心
              </PlainLinkButton>
            ) : (
              <PlainLinkButton to={paths.register} variant="ghost" size="large">
                注册账号
              </PlainLinkButton>
            )}
          </div>
        </div>
        <CategoryPanel />
      </div>
    </section>
  );
}
