import { SiteLegalLine } from '../site-legal-line';
import styles from './admin-layout.module.css';

/** Spec §2: host organisation, copyright with the license, and the registration number. */
export function AdminFooter() {
  return (
    <footer className={styles.footer}>
      <SiteLegalLine />
    </footer>
  );
}
