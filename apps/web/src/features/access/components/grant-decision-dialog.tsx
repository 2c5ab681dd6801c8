import type { GrantRequest } from '@coalsim/contract';
import { App, DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { applyFieldErrors } from '../../../lib/form-errors';
import { requiredRule } from '../../../lib/form-rules';
import { keepEnterInPickers } from '../../../lib/picker-enter';
import { useDecideGrant } from '../api/decide-grant';

export type GrantDecisionKind = 'approve' | 'reject';

interface DecisionValues {
  seats?: number;
  validUntil?: Dayjs | null;
  reason?: string;
}

/**
 * 批准 (授权数量, and 有效期至 unless the use never ends) or 拒绝 (a reason the requester reads)
 * of one pending request. A refusal by the server keeps the dialog open with its field messages.
 */
export function GrantDecisionDialog({
  request,
  kind,
  open,
  onClose,
}: {
  request: GrantRequest | undefined;
  kind: GrantDecisionKind;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DecisionValues>();
  const decide = useDecideGrant();
  const { message } = App.useApp();
  const approve = kind === 'approve';

  const submit = async (values: DecisionValues) => {
    if (!request) return;
    const body = approve
      ? {
          approved: true,
          seats: values.seats,
          validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null,
        }
      : { approved: false, reason: values.reason?.trim() };
    try {
      await decide.mutateAsync({ id: request.id, ...body });
      void message.success(approve ? '已批准使用申请' : '已拒绝使用申请');
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  const who = request ? `${request.enterprise.name} 申请使用“${request.soft.name}”` : '';
  return (
    <FormDialog
      title={approve ? '批准使用申请' : '拒绝使用申请'}
      open={open}
      form={form}
      saving={decide.isPending}
      width={480}
      onClose={onClose}
    >
      <p>{who}</p>
      <Form<DecisionValues>
        form={form}
        name={approve ? 'grant-approve' : 'grant-reject'}
        layout="vertical"
        onKeyDown={keepEnterInPickers}
        onFinish={submit}
        initialValues={approve ? { validUntil: null } : {}}
      >
        {approve ? (
          <>
            <Form.Item
              name="seats"
              label="授权数量"
              extra="可同时使用这款软件的人数"
              rules={[{ required: true, message: '请填写授权数量' }]}
            >
              <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="validUntil" label="有效期至" extra="选填；含当天。不填表示长期有效">
              <DatePicker
                style={{ width: '100%' }}
                placeholder="选择日期"
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="reason"
            label="拒绝原因"
            extra="申请企业会看到这段说明"
            rules={[requiredRule('请填写拒绝原因'), { max: 200, message: '原因不能超过200个字符' }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
