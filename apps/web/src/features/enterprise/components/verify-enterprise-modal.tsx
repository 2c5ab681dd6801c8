import { REJECT_REASON_REQUIRED } from '@coalsim/contract';
import type { Enterprise } from '@coalsim/contract';
import { App, Descriptions, Form, Input, Modal, Radio } from 'antd';

import { requiredRule } from '../../../lib/form-rules';
import { useVerifyEnterprise } from '../api/verify-enterprise';
import { regionOf } from '../utils/region';
import styles from './enterprise.module.css';

interface VerifyValues {
  decision: 'approve' | 'reject';
  reason?: string;
}

const DECISIONS = [
  { value: 'approve', label: '通过' },
  { value: 'reject', label: '驳回' },
];

/**
 * 审核企业: 通过, or 驳回 with a reason the enterprise user will read in 企业信息. Closes after a
 * refusal too (409: someone decided first): the request layer has said why and the list reloads.
 */
export function VerifyEnterpriseModal({
  open,
  enterprise,
  onClose,
}: {
  open: boolean;
  /** The pending enterprise under review (kept while the modal closes). */
  enterprise: Enterprise | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<VerifyValues>();
  const decision = Form.useWatch('decision', form);
  const { message } = App.useApp();
  const verify = useVerifyEnterprise();

  const submit = async ({ decision: chosen, reason }: VerifyValues) => {
    if (!enterprise) return;
    const approved = chosen === 'approve';
    try {
      await verify.mutateAsync({
        id: enterprise.id,
        approved,
        ...(approved ? {} : { reason: reason?.trim() }),
      });
      void message.success(approved ? '已通过认证' : '已驳回');
    } catch {
      // Already reported by the request layer.
    }
    onClose();
  };

  return (
    <Modal
      title="审核企业"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={verify.isPending}
      width={520}
      destroyOnHidden
    >
      {enterprise && (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: '企业名称', children: enterprise.name },
            { key: 'creditCode', label: '统一社会信用代码', children: enterprise.creditCode },
            { key: 'region', label: '所在地区', children: regionOf(enterprise) ?? '-' },
            { key: 'owner', label: '注册账号', children: enterprise.owner?.username ?? '-' },
          ]}
        />
      )}
      <Form<VerifyValues> form={form} layout="vertical" onFinish={submit} className={styles.verifyForm}>
        <Form.Item name="decision" label="审核结果" rules={[{ required: true, message: '请选择通过或驳回' }]}>
          <Radio.Group options={DECISIONS} />
        </Form.Item>
        {decision === 'reject' && (
          <Form.Item
            name="reason"
            label="驳回原因"
            rules={[requiredRule(REJECT_REASON_REQUIRED)]}
            extra="企业用户会在个人中心的企业信息中看到这段原因，请写明需要修改的内容"
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
