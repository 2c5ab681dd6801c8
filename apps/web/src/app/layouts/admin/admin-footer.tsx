import { settings } from '../../../config/settings';
import { useSettingsStore } from '../../../stores/settings-store';
import styles from './admin-layout.module.css';

const LICENSE_URL = 'https://www.apache.org/licenses/LICENSE-2.0';
const REGISTRATION_URL = 'https://beian.miit.gov.cn/';

/** Spec §2: host organisation, copyright 2018-2022 with the license, and the registration number. */
export function AdminFooter() {
  const footerTxt = useSettingsStore((s) => s.footerTxt);
  const caseNumber = useSettingsStore((s) => s.caseNumber);
  return (
    <footer className={styles.footer}>
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
    </footer>
  );
}
