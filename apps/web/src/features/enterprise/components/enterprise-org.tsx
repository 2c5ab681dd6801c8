import { WORKER_STATUS_LABELS } from '@coalsim/contract';
import type { DeptNode, Worker } from '@coalsim/contract';
import { Empty, Input, Skeleton, Table, Tag, Tree } from 'antd';
import type { TableColumnsType, TreeDataNode } from 'antd';
import { useState } from 'react';

import { useEnterpriseDepts } from '../api/get-enterprise-depts';
import { useEnterpriseWorkers } from '../api/get-enterprise-workers';

function toTreeData(nodes: readonly DeptNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: `${n.name}${n.enabled ? '' : '（停用）'} · ${n.workerCount} 人`,
    ...(n.children?.length ? { children: toTreeData(n.children) } : {}),
  }));
}

/** 部门: the enterprise's tree as it keeps it, every level open, nothing to change. */
export function EnterpriseDepts({ enterpriseId }: { enterpriseId: number }) {
  const { data, isPending } = useEnterpriseDepts(enterpriseId);
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  if (!data || data.length === 0) return <Empty description="该企业还没有建立部门" />;
  return <Tree aria-label="企业部门" defaultExpandAll selectable={false} treeData={toTreeData(data)} />;
}

const COLUMNS: TableColumnsType<Worker> = [
  { title: '工号', dataIndex: 'employeeNo', key: 'employeeNo', width: 100 },
  { title: '姓名', dataIndex: 'name', key: 'name', width: 90 },
  { title: '手机号码', dataIndex: 'phone', key: 'phone', width: 120 },
  { title: '部门', key: 'dept', width: 110, render: (_, w) => w.dept?.name ?? '-' },
  { title: '岗位', key: 'post', width: 110, render: (_, w) => w.post?.name ?? '-' },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    width: 70,
    render: (s: Worker['status']) => (
      <Tag color={s === 'active' ? 'success' : 'default'}>{WORKER_STATUS_LABELS[s]}</Tag>
    ),
  },
];

/** 员工: the enterprise's staff, paged and searchable, read-only (id cards are not shown at all). */
export function EnterpriseWorkers({ enterpriseId }: { enterpriseId: number }) {
  const [page, setPage] = useState(1);
  const [blurry, setBlurry] = useState('');
  const query = { page: page - 1, size: 10, sort: ['employeeNo,asc'], ...(blurry ? { blurry } : {}) };
  const { data, isFetching } = useEnterpriseWorkers(enterpriseId, query);
  return (
    <>
      <Input.Search
        aria-label="搜索企业员工"
        placeholder="姓名、手机号码或工号"
        allowClear
        maxLength={50}
        style={{ marginBottom: 12 }}
        onSearch={(value) => {
          setBlurry(value.trim());
          setPage(1);
        }}
      />
      <Table<Worker>
        aria-label="企业员工"
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={data?.content ?? []}
        loading={isFetching}
        scroll={{ x: 600 }}
        locale={{ emptyText: <Empty description={blurry ? '没有符合条件的员工' : '该企业还没有员工'} /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: data?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 人`,
          size: 'small',
          onChange: setPage,
        }}
      />
    </>
  );
}
