import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router-dom';

import { FrameText } from '../../../components/frame/frame-text';
import { readRouteHandle } from '../../../lib/route-handle';
import { displayName, initialOf } from '../../../lib/session-frame';
import { useUserStore } from '../../../stores/user-store';
import { CENTER_MENU } from '../center-menu';
import { centerMenuFor, groupCenterMenu } from '../center-menu-groups';
import styles from './center-layout.module.css';

const ACCOUNT_TYPES: Record<number, string> = { 1: '平台人员', 2: '企业用户', 3: '个人用户' };

function ProfileCard() {
  const user = useUserStore((s) => s.user);
  const name = displayName(user);
  return (
    <div className={styles.profile}>
      {user?.avatarName ? (
        <img className={styles.avatar} src={`/avatar/${encodeURIComponent(user.avatarName)}`} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          <FrameText slot="initial">{initialOf(name)}</FrameText>
        </span>
      )}
      <span className={styles.who}>
        <span className={styles.name}>
          <FrameText slot="name">{name}</FrameText>
        </span>
        <span className={styles.type}>{user ? (ACCOUNT_TYPES[user.role] ?? '用户') : ''}</span>
      </span>
    </div>
  );
}

/**
 * The personal centre: a grouped side menu (the store's `centerMenu`) beside the current page,
 * whose title heads the panel. On narrow screens the menu folds behind a button.
 */
export function CenterLayout() {
  const menu = useUserStore((s) => s.centerMenu);
  const setCenterMenu = useUserStore((s) => s.setCenterMenu);
  const accountType = useUserStore((s) => s.user?.role);
  const { pathname } = useLocation();
  const title = useMatches()
    .map((m) => readRouteHandle(m.handle).title)
    .filter((t): t is string => t !== undefined)
    .at(-1);
  // Open only on the page where it was opened: choosing an item closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const navId = useId();

  // The menu is part of the session state (spec §3); the centre fills it on first entry.
  useEffect(() => {
    if (menu.length === 0) setCenterMenu([...CENTER_MENU]);
  }, [menu.length, setCenterMenu]);

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <ProfileCard />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          <span>
            个人中心菜单<span className={styles.current}>{title}</span>
          </span>
          {open ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
        </button>
        <nav id={navId} className={styles.nav} data-open={open} aria-label="个人中心菜单">
          {groupCenterMenu(centerMenuFor(menu.length > 0 ? menu : CENTER_MENU, accountType)).map(
            ({ group, items }) => (
              <div key={group} className={styles.group}>
                <h2 className={styles.groupTitle}>{group}</h2>
                <ul className={styles.items}>
                  {items.map((it) => (
                    <li key={it.key}>
                      <NavLink
                        to={it.path}
                        className={({ isActive }) =>
                          isActive ? `${styles.item} ${styles.active}` : styles.item
                        }
                      >
                        {it.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </nav>
      </aside>
      <section className={styles.panel} aria-labelledby="center-title">
        <h1 id="center-title" className={styles.title}>
          {title}
        </h1>
        <Outlet />
      </section>
    </div>
  );
}
