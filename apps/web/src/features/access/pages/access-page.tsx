import { Tabs } from 'antd';

import { PageBanner } from '../../../components/page-banner/page-banner';
import { useUrlParam } from '../../../hooks/use-url-table-state';
import { AccessApplications } from '../components/access-applications';
import { GrantRequests } from '../components/grant-requests';
import styles from './access-page.module.css';

const TABS = ['apply', 'requests'] as const;

/**
 * 软件接入 (考核中心 in the navigation; enterprise users only, gated by the portal shell): the
 * vendor's applications to publish its software, and other enterprises' requests to use it.
 * The tab is in the URL, so a link can open 使用申请 directly (`?tab=requests`).
 */
export function AccessPage() {
  const [tab, setTab] = useUrlParam('tab');
  const active = (TABS as readonly string[]).includes(tab ?? '') ? tab! : 'apply';
  return (
    <>
      <PageBanner
        title="软件接入"
        lead="企业将自研的虚拟仿真软件接入平台：提交申请、专家考核，通过后在软件中心发布，并审批其他企业的使用申请。"
      />
      <div className={styles.page}>
        <Tabs
          activeKey={active}
          onChange={(key) => setTab(key === 'apply' ? undefined : key)}
          items={[
            { key: 'apply', label: '接入申请', children: <AccessApplications /> },
            { key: 'requests', label: '使用申请', children: <GrantRequests /> },
          ]}
        />
      </div>
    </>
  );
}
