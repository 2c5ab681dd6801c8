import { settings } from '../../config/settings';
import { useSiteInfo } from '../../features/portal/api/get-site-info';

// The same targets in both footers (spec §2): one licence, one registration authority.
const LICENSE_URL = 'https://www.apache.org/licenses/LICENSE-2.0';
const REGISTRATION_URL = 'https://beian.miit.gov.cn/';

/**
 * Spec §2's legal line, shared by the portal's and the console's footers: host organisation,
 * copyright years with the licence, and the ICP filing number. All three are the operator's
 * configuration (SITE_*); no filing number configured, none shown. Until the answer arrives the
 * line keeps its height and shows nothing, rather than a default that may be wrong.
 */
export function SiteLegalLine() {
  const { data } = useSiteInfo();
  if (!data) return <span aria-hidden>&nbsp;</span>;
  return (
    <>
      <span>{data.hostText}</span>
      <span>
        © {data.copyrightYears} {settings.title} ·{' '}
        <a href={LICENSE_URL} target="_blank" rel="noopener noreferrer">
          Apache License 2.0
        </a>
      </span>
      {data.filingNumber && (
        <a href={REGISTRATION_URL} target="_blank" rel="noopener noreferrer">
          {data.filingNumber}
        </a>
      )}
    </>
  );
}
