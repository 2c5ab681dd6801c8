import { certRevokeSchema } from '@coalsim/contract';
import { App, Form, Input } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { schemaRule } from '../../../lib/schema-rules';
import { useRevokeCert } from '../api/revoke-cert';

/** The certificate to withdraw: its plan and trainee, and what the dialog names. */
export interface RevokingCert {
  planId: number;
  workerId: number;
  code: string;
  holder: string;
}

/**
 * 撤销证书: why the enterprise withdraws a trainee's certificate (kept for the enterprise and the
 * trainee; the public check only says 已撤销). It cannot be undone, and the dialog says so.
 */
export function RevokeCertModal({ cert, onClose }: { cert: RevokingCert | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const revoke = useRevokeCert();

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await revoke.mutateAsync({ planId: cert!.planId, workerId: cert!.workerId, reason: reason.trim() });
      void message.success('证书已撤销');
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <FormDialog
      title={cert ? `撤销证书 ${cert.code}` : '撤销证书'}
      open={cert !== undefined}
      form={form}
      saving={revoke.isPending}
      width={480}
      onClose={onClose}
    >
      <p>
        撤销后，{cert?.holder}{' '}
        的这张证书在证书查验页显示为“已撤销”，且不能恢复，本计划也不会再为其签发新证书。
      </p>
      <Form<{ reason: string }> form={form} name="revoke-cert" layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="撤销原因"
          rules={[requiredRule('请填写撤销原因'), schemaRule(certRevokeSchema.shape.reason)]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：复核发现上报的培训记录存疑" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
