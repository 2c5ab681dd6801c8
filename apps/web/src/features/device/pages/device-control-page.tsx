import type { DeviceCommand } from '@coalsim/contract';
import { Card } from 'antd';
import { useState } from 'react';

import { EnterpriseOnly } from '../../../components/enterprise-only/enterprise-only';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useCancelDeviceCommand } from '../api/cancel-device-command';
import { useDeviceCommands } from '../api/get-device-commands';
import { CommandForm } from '../components/command-form';
import { CommandHistory } from '../components/command-history';
import { DevicePicker } from '../components/device-picker';

const COMMAND_TABLE = { filters: ['blurry', 'command', 'status', 'createTime'], prefix: 'c' } as const;

/**
 * 设备控制: choose devices, send a command, and watch each device's command move through its
 * states: once sent, the history shows its first page unfiltered (newest first) with the new
 * commands' transitions open, refreshed every 2 s while any is queued or sent.
 */
function DeviceControl() {
  const [selected, setSelected] = useState<number[]>([]);
  const [justSent, setJustSent] = useState<readonly number[]>([]);
  const history = useUrlTableState(COMMAND_TABLE);
  const commands = useDeviceCommands(history.query);
  const cancel = useCancelDeviceCommand();
  const showSent = (sent: DeviceCommand[]) => {
    setSelected([]);
    setJustSent(sent.map((c) => c.id));
    history.reset();
  };
  return (
    <>
      <Card variant="borderless" title="下发指令">
        <CommandForm deviceIds={selected} onSent={showSent} />
        <DevicePicker selected={selected} onSelect={setSelected} />
      </Card>
      <Card variant="borderless" title="指令记录" style={{ marginTop: 16 }}>
        <CommandHistory table={history} list={commands} cancel={cancel.mutateAsync} opened={justSent} />
      </Card>
    </>
  );
}

export function DeviceControlPage() {
  return (
    <EnterpriseOnly
      what="设备控制"
      description="企业用户在这里向本企业的仿真设备下发启动、停止、重启、关机和更新指令，并查看每条指令的执行情况。"
    >
      <DeviceControl />
    </EnterpriseOnly>
  );
}
