import { NavLink, Outlet } from 'react-router-dom';

import { BrandMark } from '../../components/brand/brand-mark';
import { LinkButton } from '../../components/link-button';
import { paths } from '../../config/paths';
import { settings } from '../../config/settings';
import styles from './portal-layout.module.css';

/**
 * The public portal's shell (DESIGN §3): header, content, footer. The navigation grows with the
 * portal's sections; for now it holds the home link and the sign-in actions.
 */
export function PortalLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <NavLink to={paths.home} className={styles.brand} aria-label={`${settings.productName} 首页`}>
            <BrandMark size={32} />
            <span className={styles.brandName}>{settings.productName}</span>
          </NavLink>
          <nav className={styles.nav} aria-label="主导航">
            <NavLink
              to={paths.home}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            >
              首页
            </NavLink>
          </nav>
          <div className={styles.actions}>
            <LinkButton to={paths.login} type="text">
              登录
            </LinkButton>
            <LinkButton to={paths.register} type="primary">
              注册
            </LinkButton>
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>{settings.productName} · 煤炭行业虚拟仿真软件服务平台</p>
        <p className={styles.muted}>
          © {new Date().getFullYear()} {settings.title}
        </p>
      </footer>
    </div>
  );
}
