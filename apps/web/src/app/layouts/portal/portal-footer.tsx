import { Link } from 'react-router-dom';

import { BrandMark } from '../../../components/brand/brand-mark';
import { paths } from '../../../config/paths';
import { settings } from '../../../config/settings';
import { useSettingsStore } from '../../../stores/settings-store';
import { useUserStore } from '../../../stores/user-store';
import styles from './portal-footer.module.css';

// The same targets as the back office's footer (spec §2): one licence, one registration authority.
const LICENSE_URL = 'https://www.apache.org/licenses/LICENSE-2.0';
const REGISTRATION_URL = 'https://beian.miit.gov.cn/';

const LINKS = [
  { label: '软件中心', to: paths.soft },
  { label: '资讯动态', to: paths.news },
  { label: '个人中心', to: paths.centerInfo },
];
/** Only for visitors: a signed-in user has an account already. */
const REGISTER = { label: '注册账号', to: paths.register };

/** Host organisation and registration number come from the layout settings, as in the back office. */
export function PortalFooter() {
  const footerTxt = useSettingsStore((s) => s.footerTxt);
  const caseNumber = useSettingsStore((s) => s.caseNumber);
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
        <span>{footerTxt}</span>
        <span>
          © 2018-2022 {settings.title} ·{' '}
          <a href={LICENSE_URL} target="_blank" rel="noopener noreferrer">
            Apache License 2.0
          </a>
        </span>
        {caseNumber && (
          <a href={REGISTRATION_URL} target="_blank" rel="noopener noreferrer">
            {caseNumber}
          </a>
        )}
      </div>
    </footer>
  );
}
