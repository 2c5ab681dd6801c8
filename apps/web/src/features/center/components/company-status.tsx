import type { Company } from '@coalsim/contract';
import { Alert, Button } from 'antd';

import { formatDateTime } from '../../../lib/format-date-time';
import styles from './company.module.css';

/** What a pending enterprise can already do and what waits for the review (the server's own gates). */
export const PENDING_NOTICE =
  '审核期间已可建立部门和岗位、添加或导入员工、录入软件资料；为员工开通账号、提交软件接入申请、生成接入密钥和申请使用软件需在审核通过后进行。审核期间仍可修改并保存下方资料。';

interface CompanyStatusProps {
  company: Company;
  resubmitting: boolean;
  onResubmit: () => void;
}

/**
 * Where the platform's review of the enterprise stands, above its profile: waiting, verified, or
 * rejected with the reviewer's reason and the way out (fix the profile, save, 重新提交审核).
 */
export function CompanyStatus({ company, resubmitting, onResubmit }: CompanyStatusProps) {
  if (company.status === 'pending') {
    return <Alert showIcon type="info" title="企业资料已提交，等待平台审核" description={PENDING_NOTICE} />;
  }
  if (company.status === 'verified') {
    return (
      <Alert
        showIcon
        type="success"
        title="已通过平台认证"
        description={`认证时间：${formatDateTime(company.verifiedAt)}。企业名称和统一社会信用代码已锁定，如需变更请联系平台管理员。`}
      />
    );
  }
  // The button goes under the text rather than in the alert's action slot, which on a phone would
  // squeeze the reason into a narrow column beside it.
  return (
    <Alert
      showIcon
      type="error"
      title="未通过审核"
      description={
        <>
          <p className={styles.reason}>原因：{company.rejectReason ?? '平台未填写原因'}</p>
          <p className={styles.hint}>
            请按上述原因修改下方的企业资料并保存，然后点击“重新提交审核”，平台会再次审核。
          </p>
          <Button type="primary" loading={resubmitting} onClick={onResubmit} className={styles.resubmit}>
            重新提交审核
          </Button>
        </>
      }
    />
  );
}
