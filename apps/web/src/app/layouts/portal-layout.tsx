import { Button } from 'antd';
import { NavLink, Outlet } from 'react-router-dom';

import { BrandMark } from '../../components/brand/brand-mark';
import { LinkButton } from '../../components/link-button';
import { paths } from '../../config/paths';
import { settings } from '../../config/settings';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useUserStore } from '../../stores/user-store';
import styles from './portal-layout.module.css';

/** Sign-in actions, or — signed in — the way to the back office and out. */
function SessionActions() {
  const token = useUserStore((s) => s.token);
  const user = useUserStore((s) => s.user);
  const hasBackOffice = useUserStore((s) => s.user?.role === 1 || (s.menus?.length ?? 0) > 0);
  const logout = useLogout();
  if (!token) {
    return (
      <>
        <LinkButton to={paths.login} type="text">
          登录
        </LinkButton>
        <LinkButton to={paths.register} type="primary">
          注册
        </LinkButton>
      </>
    );
  }
  return (
    <>
      {user && <span className={styles.userName}>{user.nickName}</span>}
      {hasBackOffice && (
        <LinkButton to={paths.adminHome} type="text">
          管理后台
        </LinkButton>
      )}
      <Button type="text" onClick={logout}>
        退出登录
      </Button>
    </>
  );
}

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
            <SessionActions />
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
