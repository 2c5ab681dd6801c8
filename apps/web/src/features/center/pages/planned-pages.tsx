import {
  AuditOutlined,
  CloudUploadOutlined,
  ControlOutlined,
  DesktopOutlined,
  FileDoneOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
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
  soft: {
    icon: <CloudUploadOutlined />,
    title: '应用管理即将开放',
    description: `${ENTERPRISE}管理本企业作为开发单位提交到平台的仿真软件。`,
    items: [
      '名称、分类、封面、简介与详细介绍',
      '版本、截图与启动地址',
      '发布状态：草稿、已提交、考核中、已发布、已下架',
    ],
  },
  'my-soft': {
    icon: <FileDoneOutlined />,
    title: '我的接入即将开放',
    description: `${ENTERPRISE}跟踪本企业软件接入申请的进度。`,
    items: ['申请状态：草稿、已提交、考核中、已通过、未通过', '考核通过后的接入密钥（AppKey）'],
  },
  'my-assess': {
    icon: <AuditOutlined />,
    title: '我的考核即将开放',
    description: '查看与您相关的软件考核安排与结果。',
    items: ['考核团队与考核房间', '考核时间、地点或线上会议链接', '考核结果'],
  },
  'my-assess-detail': {
    icon: <SolutionOutlined />,
    title: '考核详情即将开放',
    description: '查看一次考核的完整记录。',
    items: ['评审专家名单', '各项指标得分与评语', '总分与考核结论'],
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
