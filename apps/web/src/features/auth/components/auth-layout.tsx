import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BrandMark } from '../../../components/brand/brand-mark';
import { paths } from '../../../config/paths';
import { settings } from '../../../config/settings';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Split screen on wide displays (brand panel + form), the form alone under a small brand bar on phones. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <Link to={paths.home} className={styles.brand}>
          <BrandMark size={40} />
          <span>{settings.productName}</span>
        </Link>
        <div>
          <p className={styles.asideTitle}>煤炭行业虚拟仿真软件服务平台</p>
          <p className={styles.asideText}>软件发布与接入考核 · 员工实训 · 数据统计</p>
        </div>
        <p className={styles.asideFoot}>© {settings.title}</p>
      </aside>
      <main className={styles.main}>
        <Link to={paths.home} className={styles.compactBrand}>
          <BrandMark size={32} />
          <span>{settings.productName}</span>
        </Link>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
