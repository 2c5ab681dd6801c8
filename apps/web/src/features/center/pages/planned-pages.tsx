import { ControlOutlined, DesktopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';

interface Planned {
  icon: ReactNode;
  title: string;
  description: string;
  items: readonly string[];
}

const ENTERPRISE = '面向企业用户。';

/** What each centre page will hold once its release arrives (DESIGN §4); nothing here is data. */
export const CENTER_PLANNED = {
  device: {
    icon: <DesktopOutlined />,
    title: '设备管理即将开放',
    description: `${ENTERPRISE}登记本企业用于实训的仿真设备。`,
    items: ['设备名称、类型与序列号', 'IP 地址与安放位置', '设备状态与最近在线时间'],
  },
  'device-control': {
    icon: <ControlOutlined />,
    title: '设备控制即将开放',
    description: `${ENTERPRISE}向仿真设备远程下发指令，并查看执行回执。`,
    items: ['启动、停止、重启、关机等指令', '指令状态：排队、已下发、已确认、失败、过期'],
  },
} satisfies Record<string, Planned>;

export type CenterPlannedKey = keyof typeof CENTER_PLANNED;

/** A centre page that a later release fills: says what it will hold, and where to go meanwhile. */
export function CenterPlanned({ id }: { id: CenterPlannedKey }) {
  const p: Planned = CENTER_PLANNED[id];
  return (
    <EmptyState
      level={2}
      icon={p.icon}
      badge="建设中"
      title={p.title}
      description={p.description}
      items={p.items}
      actions={
        <LinkButton to={paths.soft} type="primary">
          先去软件中心看看
        </LinkButton>
      }
    />
  );
}
