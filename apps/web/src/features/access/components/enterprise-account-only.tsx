import type { ReactNode } from 'react';

import { EnterpriseOnly } from '../../../components/enterprise-only/enterprise-only';
import { paths } from '../../../config/paths';

const SOFT = '企业用户在这里查看本企业可以使用的仿真软件及其授权。其他账号可以在软件中心浏览已发布的软件。';

/** The centre's 软件 pages' gate: anyone but an enterprise account is sent to the software centre. */
export function EnterpriseAccountOnly({ what, children }: { what: string; children: ReactNode }) {
  return (
    <EnterpriseOnly what={what} description={SOFT} action={{ to: paths.soft, label: '去软件中心' }}>
      {children}
    </EnterpriseOnly>
  );
}
