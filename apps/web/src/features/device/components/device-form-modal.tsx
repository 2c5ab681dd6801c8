import type { Device } from '@coalsim/contract';
import { Form, Input, Select } from 'antd';

import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useDict } from '../../../hooks/use-dict';
import { useSaveDialog } from '../../../hooks/use-save-dialog';
import { ipRule, requiredRule } from '../../../lib/form-rules';
import { useCreateDevice } from '../api/create-device';
import { useUpdateDevice } from '../api/update-device';

interface DeviceFormValues {
  name: string;
  type: string;
  serial: string;
  ip: string;
  location: string;
  room: string;
}

const SERIAL = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** 新增设备 / 编辑设备; an edit saves against the version it was opened with. */
export function DeviceFormModal({
  open,
  device,
  onClose,
}: {
  open: boolean;
  device: Device | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DeviceFormValues>();
  const save = useSaveDialog(form, onClose);
  const types = useDict('device_type');
  const create = useCreateDevice();
  const update = useUpdateDevice();

  const submit = async (values: DeviceFormValues) => {
    const body = {
      name: values.name.trim(),
      type: values.type,
      serial: values.serial.trim(),
      ip: (values.ip ?? '').trim(),
      location: (values.location ?? '').trim(),
      room: (values.room ?? '').trim(),
    };
    await save(Boolean(device), () =>
      device
        ? update.mutateAsync({ ...body, id: device.id, updateTime: device.updateTime })
        : create.mutateAsync(body),
    );
  };

  return (
    <FormDialog
      title={device ? '编辑设备' : '新增设备'}
      open={open}
      form={form}
      saving={create.isPending || update.isPending}
      width={520}
      onClose={onClose}
    >
      <Form<DeviceFormValues>
        form={form}
        name="device"
        layout="vertical"
        onFinish={submit}
        initialValues={device ?? { ip: '', location: '', room: '' }}
      >
        <Form.Item
          name="name"
          label="设备名称"
          rules={[requiredRule('请输入设备名称'), { max: 50, message: '设备名称不能超过50个字符' }]}
        >
          <Input maxLength={50} placeholder="如 综采模拟操作台1号" />
        </Form.Item>
        <Form.Item name="type" label="设备类型" rules={[requiredRule('请选择设备类型')]}>
          <Select
            placeholder="请选择"
            loading={types.isLoading}
            options={types.list.map((d) => ({ value: d.value, label: d.label }))}
          />
        </Form.Item>
        <Form.Item
          name="serial"
          label="序列号"
          extra="设备铭牌上的序列号，全平台唯一；设备代理接入时核对。"
          rules={[
            requiredRule('请输入设备序列号'),
            { max: 64, message: '序列号不能超过64个字符' },
            { pattern: SERIAL, message: '序列号只能包含字母、数字、点、下划线和短横线' },
          ]}
        >
          <Input maxLength={64} placeholder="如 SIM-001" />
        </Form.Item>
        <Form.Item name="ip" label="IP地址" rules={[ipRule]}>
          <Input maxLength={15} placeholder="如 192.168.10.11（可不填）" />
        </Form.Item>
        <Form.Item name="room" label="实训室" rules={[{ max: 50, message: '实训室不能超过50个字符' }]}>
          <Input maxLength={50} placeholder="如 一号实训室" />
        </Form.Item>
        <Form.Item
          name="location"
          label="安放位置"
          rules={[{ max: 100, message: '安放位置不能超过100个字符' }]}
        >
          <Input maxLength={100} placeholder="如 一号实训室 3 号工位" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
