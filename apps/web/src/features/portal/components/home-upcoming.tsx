import { AppstoreOutlined, ReadOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

import styles from './home-sections.module.css';

const UPCOMING: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: '最新软件',
    text: '通过考核并发布的虚拟仿真软件将在这里按方向展示，可搜索、筛选并查看详情。',
    icon: <AppstoreOutlined />,
  },
  {
    title: '资讯动态',
    text: '行业资讯、政策解读与平台公告将在这里发布。',
    icon: <ReadOutlined />,
  },
];

/** Placeholders for the lists that later issues fill with real data; they say so plainly. */
export function HomeUpcoming() {
  return (
    <section className={styles.section} aria-labelledby="home-upcoming">
      <div className={styles.head}>
        <h2 id="home-upcoming" className={styles.title}>
          软件与资讯
        </h2>
        <p className={styles.lead}>软件中心与资讯栏目正在建设中，敬请期待</p>
      </div>
      <ul className={styles.grid2}>
        {UPCOMING.map(({ title, text, icon }) => (
          <li key={title} className={`${styles.card} ${styles.upcoming}`}>
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
            <div>
              <h3 className={styles.cardTitle}>
                {title}
                <Tag color="processing" className={styles.tag}>
                  即将上线
                </Tag>
              </h3>
              <p className={styles.cardText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
