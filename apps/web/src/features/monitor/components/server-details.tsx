import type { CacheStats, ServerStatus } from '@coalsim/contract';
import { Card, Col, Descriptions, Progress, Row, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

import { formatBytes } from '../../../lib/format-bytes';
import { formatUptime, usageStatus } from './server-figures';

type Disk = ServerStatus['disks'][number];

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

const DISK_COLUMNS: TableColumnsType<Disk> = [
  { title: '挂载点', dataIndex: 'mount', key: 'mount' },
  { title: '文件系统', dataIndex: 'fsType', key: 'fsType', width: 100 },
  {
    title: '容量',
    key: 'size',
    width: 100,
    align: 'right',
    render: (_, d) => (d.responding ? formatBytes(d.size) : '—'),
  },
  {
    title: '可用',
    key: 'available',
    width: 100,
    align: 'right',
    render: (_, d) => (d.responding ? formatBytes(d.available) : '—'),
  },
  {
    title: '使用率',
    key: 'usage',
    width: 180,
    // A disk whose statfs did not answer in time (a hung mount) has no figures to show.
    render: (_, d) =>
      !d.responding ? (
        <Tag color="error">无响应</Tag>
      ) : (
        <Progress
          percent={d.usage}
          size="small"
          status={usageStatus(d.usage)}
          aria-label={`${d.mount} 使用率`}
        />
      ),
  },
];

const CACHE_NAMES: Record<string, string> = {
  menus: '菜单',
  dict: '字典',
  dictPages: '字典查询',
  principals: '登录用户权限',
  profiles: '用户信息',
  softPages: '软件列表',
  newsPages: '资讯列表',
  workerPages: '员工列表',
  softDetails: '软件详情',
  recordedViews: '浏览记录',
};

const CACHE_COLUMNS: TableColumnsType<CacheStats> = [
  { title: '缓存', key: 'name', render: (_, c) => CACHE_NAMES[c.name] ?? c.name },
  { title: '条目', dataIndex: 'entries', key: 'entries', width: 90, align: 'right' },
  { title: '命中', dataIndex: 'hits', key: 'hits', width: 100, align: 'right' },
  { title: '未命中', dataIndex: 'misses', key: 'misses', width: 100, align: 'right' },
  { title: '命中率', key: 'hitRate', width: 90, align: 'right', render: (_, c) => percent(c.hitRate) },
];

/** 服务监控's figures that stand still: the machine, this instance, the database, Redis, disks, caches. */
export function ServerDetails({ status }: { status: ServerStatus }) {
  const { os, cpu, memory, swap, process: node, database: db, redis } = status;
  const cards: { title: string; items: [label: string, value: ReactNode][] }[] = [
    {
      title: '系统',
      items: [
        ['操作系统', os.distro],
        ['内核', `${os.platform} ${os.release} (${os.arch})`],
        ['主机名', os.hostname],
        ['已运行', formatUptime(os.uptime)],
      ],
    },
    {
      title: 'CPU 与内存',
      items: [
        ['型号', cpu.model || '—'],
        ['核心', `${cpu.physicalCores} 物理 / ${cpu.cores} 逻辑`],
        ['负载 (1/5/15 分钟)', cpu.load.join(' / ')],
        [
          '内存',
          `${formatBytes(memory.used)} / ${formatBytes(memory.total)}，可用 ${formatBytes(memory.available)}`,
        ],
        ['交换区', swap.total > 0 ? `${formatBytes(swap.used)} / ${formatBytes(swap.total)}` : '未启用'],
      ],
    },
    {
      title: '本实例进程',
      items: [
        ['Node.js', node.node],
        ['已运行', formatUptime(node.uptime)],
        ['常驻内存', formatBytes(node.rss)],
        ['堆内存', `${formatBytes(node.heapUsed)} / ${formatBytes(node.heapTotal)}`],
        ['事件循环延迟', `p50 ${node.eventLoopP50} ms，p99 ${node.eventLoopP99} ms`],
        ['CPU', `${node.cpuUsage}%（单核）`],
      ],
    },
    {
      title: '数据库',
      items: [
        ['PostgreSQL', db.version],
        ['数据库大小', formatBytes(db.size)],
        ['连接', `活动 ${db.active}，空闲 ${db.idle}，上限 ${db.maxConnections}`],
        ['本实例连接池', `${db.poolTotal} 个，空闲 ${db.poolIdle}，等待 ${db.poolWaiting}`],
        ['缓存命中率', percent(db.cacheHitRatio)],
        ['最长运行语句', `${db.longestQuerySeconds} 秒`],
      ],
    },
    {
      title: 'Redis',
      items: !redis
        ? [['状态', '未配置（设置 REDIS_URL 后，会话、限流和随机数在多个实例间共享）']]
        : redis.available
          ? [
              ['版本', redis.version],
              ['内存', formatBytes(redis.usedMemory)],
              ['键', String(redis.keys)],
              ['命中率', percent(redis.hitRate)],
              ['客户端', String(redis.connectedClients)],
            ]
          : [
              [
                '状态',
                <Tag key="down" color="error">
                  无法连接
                </Tag>,
              ],
            ],
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} lg={12} xxl={8}>
          <Card size="small" title={card.title}>
            <Descriptions
              column={1}
              size="small"
              items={card.items.map(([label, value]) => ({ key: label, label, children: value }))}
            />
          </Card>
        </Col>
      ))}
      <Col xs={24} xxl={16}>
        <Card size="small" title="磁盘">
          <Table<Disk>
            aria-label="磁盘"
            rowKey="mount"
            size="small"
            pagination={false}
            columns={DISK_COLUMNS}
            dataSource={status.disks}
            scroll={{ x: 600 }}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title="应用缓存（本实例）">
          <Table<CacheStats>
            aria-label="应用缓存"
            rowKey="name"
            size="small"
            pagination={false}
            columns={CACHE_COLUMNS}
            dataSource={status.caches}
            scroll={{ x: 500 }}
          />
        </Card>
      </Col>
    </Row>
  );
}
