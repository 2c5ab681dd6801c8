import { Link } from 'react-router-dom';

import { BrandMark } from '../../../components/brand/brand-mark';
import { paths } from '../../../config/paths';
import { settings } from '../../../config/settings';
import { useUserStore } from '../../../stores/user-store';
import { SiteLegalLine } from '../site-legal-line';
import styles from './portal-footer.module.css';

const LINKS = [
  { label: '软件中心', to: paths.soft },
  { label: '资讯动态', to: paths.news },
  { label: '个人中心', to: paths.centerInfo },
];
/** Only for visitors: a signed-in user has an account already. */
const REGISTER = { label: '注册账号', to: paths.register };

/** The legal line is the back office's (host organisation, copyright, filing number). */
export function PortalFooter() {
  const signedIn = useUserStore((s) => Boolean(s.token));
  const links = signedIn ? LINKS : [...LINKS, REGISTER];
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.about}>
          <span className={styles.brand}>
            <BrandMark size={28} />
            {settings.productName}
          </span>
          <p>面向煤炭行业的虚拟仿真软件发布、接入考核、员工实训与统计分析平台。</p>
        </div>
        <nav aria-label="页脚导航">
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <SiteLegalLine />
      </div>
    </footer>
  );
}
