import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { BrandMark } from '../../../components/brand/brand-mark';
import { paths } from '../../../config/paths';
import { settings } from '../../../config/settings';
import { logoutWithConfirm } from '../../../features/auth/utils/logout-with-confirm';
import { useUserStore } from '../../../stores/user-store';
import { passGate } from './gate-alert';
import { EXPERT_ASSESS } from './portal-gate';
import styles from './portal-header.module.css';
import { CENTER_NAV, isActive, PORTAL_NAV } from './portal-nav';
import type { PortalNavItem } from './portal-nav';

function NavLinks({ layout, onNavigate }: { layout: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const token = useUserStore((s) => s.token);
  const hasBackOffice = useUserStore((s) => s.user?.role === 1 || (s.menus?.length ?? 0) > 0);

  const expert = useUserStore((s) => s.user?.expert === true);

  const link = (item: PortalNavItem, cta = false) => {
    const active = isActive(item, pathname);
    const className = [styles.link, active && styles.active, cta && styles.cta].filter(Boolean).join(' ');
    // An expert's 考核中心 is 考核评分, shown as the link's own address.
    const to = expert && item.to === paths.mySoft ? EXPERT_ASSESS : item.to;
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      // Spec §5: a refused role gets the alert and stays where it is.
      if (!passGate(to)) e.preventDefault();
      else onNavigate?.();
    };
    return (
      <li key={item.label}>
        <Link to={to} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
          {item.label}
        </Link>
      </li>
    );
  };

  return (
    <div className={layout === 'bar' ? styles.links : styles.panelLinks}>
      <ul className={styles.list}>{PORTAL_NAV.map((item) => link(item))}</ul>
      <ul className={`${styles.list} ${styles.session}`}>
        {token && hasBackOffice && link({ label: '管理后台', to: paths.adminHome, sections: [] })}
        {token ? link(CENTER_NAV) : link({ label: '登录', to: paths.login, sections: [paths.login] }, true)}
        {token && (
          <li>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                onNavigate?.();
                logoutWithConfirm();
              }}
            >
              退出登录
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The portal header: brand, the DESIGN §3 navigation and the session links. Under 992 px the links
 * fold into a panel behind a menu button, which closes on navigation, Escape or a tap outside.
 */
export function PortalHeader() {
  const { pathname } = useLocation();
  // Remembering where the panel was opened closes it on any navigation, back/forward included.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = () => setOpenAt(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand} aria-label={`${settings.productName} 首页`}>
          <BrandMark size={34} />
          <span className={styles.brandName}>{settings.productName}</span>
        </Link>
        <nav className={styles.nav} aria-label="主导航">
          <NavLinks layout="bar" />
        </nav>
        <button
          type="button"
          className={styles.toggle}
          aria-label={open ? '收起导航菜单' : '打开导航菜单'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          {open ? <CloseOutlined /> : <MenuOutlined />}
        </button>
      </div>
      {open && (
        <>
          <div className={styles.scrim} aria-hidden="true" onClick={close} />
          <nav id={panelId} className={styles.panel} aria-label="主导航">
            <NavLinks layout="panel" onNavigate={close} />
          </nav>
        </>
      )}
    </header>
  );
}
