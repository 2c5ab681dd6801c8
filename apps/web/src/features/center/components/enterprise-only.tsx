import type { ReactNode } from 'react';

import { EnterpriseOnly as Gate } from '../../../components/enterprise-only/enterprise-only';

export { useIsEnterpriseUser } from '../../../components/enterprise-only/enterprise-only';

const ORG =
  '企业用户在这里管理本企业的部门、岗位和员工。员工账号由所在企业开通，登录后可在“个人信息”中查看所属企业、部门和岗位。';

/** The 企业 pages' gate (部门、岗位、员工、企业信息). */
export function EnterpriseOnly({ what, children }: { what: string; children: ReactNode }) {
  return (
    <Gate what={what} description={ORG}>
      {children}
    </Gate>
  );
}
