import { ACCOUNT_TYPE } from '@coalsim/contract';
import { Form, Input } from 'antd';

import { requiredRule } from '../../../lib/form-rules';
import { creditCodeRule, enterpriseNameRule } from '../../../lib/schema-rules';

const toUpperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * 企业名称 and 统一社会信用代码, shown while 企业用户 is chosen. They watch the choice themselves, so
 * switching re-renders these fields and not the whole form. The contract's rules run as the user
 * types, so a mistyped code is reported (check character included) before anything is sent.
 */
export function EnterpriseFields() {
  const role = Form.useWatch<number | undefined>('role');
  if (role !== ACCOUNT_TYPE.enterprise) return null;
  return (
    <>
      <Form.Item
        label="企业名称"
        name={['enterprise', 'name']}
        rules={[requiredRule('请输入企业名称'), enterpriseNameRule]}
      >
        <Input placeholder="与营业执照上的名称一致" maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        label="统一社会信用代码"
        name={['enterprise', 'creditCode']}
        // Codes are printed in capitals; typing them in lower case is no mistake.
        normalize={toUpperCase}
        rules={[requiredRule('请输入统一社会信用代码'), creditCodeRule]}
      >
        <Input placeholder="营业执照上的18位代码" maxLength={18} autoComplete="off" spellCheck={false} />
      </Form.Item>
    </>
  );
}
