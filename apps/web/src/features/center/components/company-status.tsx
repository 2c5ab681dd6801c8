import type { Company } from '@coalsim/contract';
import { Alert, Button } from 'antd';

import { formatDateTime } from '../../../lib/format-date-time';
import styles from './company.module.css';

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
    return (
      <Alert
        showIcon
        type="info"
        title="企业资料已提交，等待平台审核"
        description="平台审核通过后，企业的软件接入、员工管理等功能将陆续开放。审核期间仍可修改并保存下方资料。"
      />
    );
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
