import { ControlOutlined } from '@ant-design/icons';
import {
  DEVICE_COMMAND_LABELS,
  type CommandCreate,
  type DeviceCommand,
  type DeviceCommandName,
} from '@coalsim/contract';
import { App, Button, Form, Select, Space, Typography } from 'antd';

import { useUsableSofts } from '../../../components/usable-softs/get-usable-softs';
import { WorkerSelect, type WorkerChoice } from '../../../components/worker-search/worker-select';
import { useCreateDeviceCommands } from '../api/create-device-commands';
import { useUsablePackages } from '../api/get-usable-packages';
import { COMMAND_OPTIONS } from './list-filters';
import { packageSize } from './package-size';

interface CommandValues {
  command: DeviceCommandName;
  softId?: number;
  worker?: WorkerChoice | null;
  packageId?: number;
}

/** Said when a launch names nobody: the session is kept, but counts for no one. */
const PRACTICE_NOTE = '（未指定学员：成绩记为练习，不计入学时）';

/** Commands that take a machine away from its trainee: asked twice. */
const DISRUPTIVE: readonly DeviceCommandName[] = ['restart', 'shutdown'];

function bodyOf(values: CommandValues, deviceIds: number[]): CommandCreate {
  if (values.command === 'launch') {
    return {
      command: 'launch',
      deviceIds,
      args: { softId: values.softId!, workerId: values.worker?.value ?? null },
    };
  }
  if (values.command === 'update')
    return { command: 'update', deviceIds, args: { packageId: values.packageId! } };
  return { command: values.command, deviceIds, args: {} };
}

/**
 * 下发指令 to the chosen devices: 启动仿真 needs a software the enterprise may use (and, optionally,
 * who will train: the session is then theirs, else it is kept as 练习); 更新软件 a deployment
 * package of such a software.
 */
export function CommandForm({
  deviceIds,
  onSent,
}: {
  deviceIds: number[];
  /** The commands made, one per device, each still queued. */
  onSent: (commands: DeviceCommand[]) => void;
}) {
  const [form] = Form.useForm<CommandValues>();
  const { modal, message } = App.useApp();
  const command = Form.useWatch('command', form);
  const softs = useUsableSofts();
  const packages = useUsablePackages(command === 'update');
  const send = useCreateDeviceCommands();

  const submit = async (values: CommandValues) => {
    const go = async () => {
      const { commands } = await send.mutateAsync(bodyOf(values, deviceIds));
      const practice = values.command === 'launch' && !values.worker ? PRACTICE_NOTE : '';
      void message.success(
        `已向 ${commands.length} 台设备下发“${DEVICE_COMMAND_LABELS[values.command]}”${practice}`,
      );
      onSent(commands);
    };
    if (!DISRUPTIVE.includes(values.command)) return go().catch(() => undefined);
    void modal.confirm({
      title: '提示',
      content: `确定对选中的 ${deviceIds.length} 台设备执行“${DEVICE_COMMAND_LABELS[values.command]}”吗？正在使用设备的学员会被中断。`,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => go().catch(() => undefined),
    });
  };

  return (
    <Form<CommandValues>
      form={form}
      name="device-command"
      layout="inline"
      onFinish={submit}
      initialValues={{ command: 'launch' }}
    >
      <Form.Item name="command" label="指令" rules={[{ required: true, message: '请选择指令' }]}>
        <Select aria-label="指令" style={{ width: 130 }} options={COMMAND_OPTIONS} />
      </Form.Item>
      {command === 'launch' && (
        <>
          <Form.Item name="softId" label="软件" rules={[{ required: true, message: '请选择要启动的软件' }]}>
            <Select
              aria-label="启动的软件"
              placeholder="贵企业可使用的软件"
              style={{ width: 220 }}
              loading={softs.isPending}
              options={softs.data ?? []}
            />
          </Form.Item>
          <Form.Item
            name="worker"
            label="学员"
            tooltip="选了学员，成绩记到他名下；不选则为练习：成绩只记在启动记录中，不计入学时、培训计划和统计"
          >
            <WorkerSelect multiple={false} aria-label="学员" placeholder="不选为练习；输入姓名或工号" />
          </Form.Item>
        </>
      )}
      {command === 'update' && (
        <Form.Item name="packageId" label="部署包" rules={[{ required: true, message: '请选择部署包' }]}>
          <Select
            aria-label="部署包"
            placeholder="可部署的软件版本"
            style={{ width: 280 }}
            loading={packages.isPending}
            notFoundContent="暂无可部署的软件包：平台上传新版本后会出现在这里"
            options={(packages.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.soft.name} ${p.version}（${packageSize(p.size)}）`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            icon={<ControlOutlined aria-hidden />}
            loading={send.isPending}
            disabled={deviceIds.length === 0}
          >
            下发
          </Button>
          <Typography.Text type="secondary">
            {deviceIds.length === 0 ? '先在下表中勾选设备' : `已选 ${deviceIds.length} 台设备`}
          </Typography.Text>
        </Space>
      </Form.Item>
    </Form>
  );
}
