import type { Assess, Criterion, StagedAccess } from '@coalsim/contract';
import { Alert, Form, Input, InputNumber, Select } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { requiredRule } from '../../../lib/form-rules';
import { useCreateAssess } from '../api/create-assess';
import { useRooms } from '../api/get-rooms';
import { useStagedAccess } from '../api/get-staged-access';
import { useTeams } from '../api/get-teams';
import { useUpdateAssess } from '../api/update-assess';
import { formatSlot } from '../utils/format-room-time';
import { CriteriaEditor } from './criteria-editor';
import type { CriterionDraft } from './criteria-editor';

interface AssessFormValues {
  accessId?: number;
  title: string;
  teamId?: number;
  roomId?: number;
  passScore: number | null;
  criteria: CriterionDraft[];
}

/** A starting point staff usually keep: three criteria adding up to 100. */
export const DEFAULT_CRITERIA: Criterion[] = [
  { name: '功能完整性', weight: 40 },
  { name: '仿真真实度', weight: 30 },
  { name: '易用性', weight: 30 },
];

const CHOICES = { page: 0, size: 100 } as const;

function accessLabel(a: StagedAccess): string {
  return `${a.soft.name} ${a.soft.version} · ${a.vendor.name}`;
}

/**
 * 发起考核 / 编辑考核: the application (new only), title, 专家组, 考核室, 及格分 and the criteria.
 * A clash of the team's rooms or a conflict of interest is the server's 409, shown as it comes.
 */
export function AssessFormModal({
  open,
  assess,
  onClose,
}: {
  open: boolean;
  assess: Assess | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AssessFormValues>();
  const save = useSaveDialog(form, onClose);
  const create = useCreateAssess();
  const update = useUpdateAssess();
  const staged = useStagedAccess(open && !assess);
  const teams = useTeams({ ...CHOICES, sort: ['name,asc'] }, open);
  const rooms = useRooms({ ...CHOICES, sort: ['startTime,desc'] }, open);
  const criteriaLocked = (assess?.scoredCount ?? 0) > 0;

  const submit = async (values: AssessFormValues) => {
    const body = {
      title: values.title.trim(),
      teamId: values.teamId!,
      roomId: values.roomId!,
      passScore: values.passScore!,
      criteria: values.criteria.map((c) => ({ name: (c.name ?? '').trim(), weight: c.weight ?? 0 })),
    };
    await save(Boolean(assess), () =>
      assess
        ? update.mutateAsync({ ...body, id: assess.id })
        : create.mutateAsync({ ...body, accessId: values.accessId! }),
    );
  };

  const pickAccess = (id: number) => {
    const picked = staged.data?.content.find((a) => a.id === id);
    if (picked && !form.getFieldValue('title'))
      form.setFieldValue('title', `${picked.soft.name} ${picked.soft.version} 接入考核`);
  };

  return (
    <FormDialog
      title={assess ? '编辑考核' : '发起考核'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={640}
      onClose={onClose}
    >
      <Form<AssessFormValues>
        form={form}
        name="assess"
        layout="vertical"
        onFinish={submit}
        initialValues={
          assess
            ? {
                title: assess.title,
                teamId: assess.team.id,
                roomId: assess.room.id,
                passScore: assess.passScore,
                criteria: assess.criteria,
              }
            : { title: '', passScore: 60, criteria: DEFAULT_CRITERIA }
        }
      >
        {!assess && (
          <Form.Item name="accessId" label="接入申请" rules={[{ required: true, message: '请选择接入申请' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={staged.isFetching}
              placeholder="选择一份已提交的接入申请"
              notFoundContent={staged.isFetching ? '加载中…' : '没有等待考核的接入申请'}
              options={(staged.data?.content ?? []).map((a) => ({ value: a.id, label: accessLabel(a) }))}
              onChange={pickAccess}
            />
          </Form.Item>
        )}
        <Form.Item
          name="title"
          label="考核标题"
          rules={[requiredRule('请输入考核标题'), { max: 100, message: '标题不能超过100个字符' }]}
        >
          <Input maxLength={100} placeholder="如 综采仿真系统 V2.0 接入考核" />
        </Form.Item>
        <Form.Item name="teamId" label="专家组" rules={[{ required: true, message: '请选择专家组' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={teams.isFetching}
            placeholder="选择专家组"
            notFoundContent="还没有专家组，请先在“考核团队”中新增"
            options={(teams.data?.content ?? []).map((t) => ({
              value: t.id,
              label: `${t.name}（${t.memberCount}人）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="roomId" label="考核室" rules={[{ required: true, message: '请选择考核室' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={rooms.isFetching}
            placeholder="选择考核室"
            notFoundContent="还没有考核室，请先在“考核房间”中新增"
            options={(rooms.data?.content ?? []).map((r) => ({
              value: r.id,
              label: `${r.name}（${formatSlot(r.startTime, r.endTime)}）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="passScore" label="及格分" rules={[{ required: true, message: '请输入及格分' }]}>
          <InputNumber min={0} max={100} precision={1} style={{ width: '100%' }} />
        </Form.Item>
        {criteriaLocked && (
          <Alert type="info" showIcon title="已有专家评分，考核项不能再修改。" style={{ marginBottom: 12 }} />
        )}
        <CriteriaEditor disabled={criteriaLocked} />
      </Form>
    </FormDialog>
  );
}
