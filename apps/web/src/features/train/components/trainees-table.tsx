import type { TrainPlanTrainee } from '@coalsim/contract';
import { Button, Input, Progress, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatHours, hoursPercent } from '../utils/train-format';
import { RevokeCertModal } from './revoke-cert-modal';
import type { RevokingCert } from './revoke-cert-modal';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

/** `2027-05-01` of an ISO timestamp, `长期有效` for none. */
const validity = (iso: string | null) => (iso ? formatDateTime(iso).slice(0, 10) : '长期有效');

/** A plan's trainees with their progress; paged and filtered here (the detail brings them all). */
export function TraineesTable({
  planId,
  trainees,
  requiredHours,
}: {
  planId: number;
  trainees: TrainPlanTrainee[];
  requiredHours: number;
}) {
  const [name, setName] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [revoking, setRevoking] = useState<RevokingCert>();
  const rows = useMemo(() => {
    const q = name.trim().toLowerCase();
    return q
      ? trainees.filter((t) => t.name.toLowerCase().includes(q) || t.employeeNo.toLowerCase().includes(q))
      : trainees;
  }, [trainees, name]);

  const columns: TableColumnsType<TrainPlanTrainee> = [
    { title: '工号', dataIndex: 'employeeNo', key: 'employeeNo', width: 100 },
    { title: '姓名', dataIndex: 'name', key: 'name', width: 100 },
    { title: '部门', key: 'dept', width: 120, render: (_, t) => dash(t.deptName) },
    { title: '岗位', key: 'job', width: 120, render: (_, t) => dash(t.jobName) },
    {
      title: '学时（已完成/要求）',
      key: 'hours',
      width: 200,
      render: (_, t) => (
        <div>
          <span>
            {formatHours(t.hoursDone)}/{formatHours(requiredHours)} 小时
          </span>
          <Progress
            percent={hoursPercent(t.hoursDone, requiredHours)}
            size="small"
            showInfo={false}
            aria-label={`${t.name} 学时进度`}
          />
        </div>
      ),
    },
    { title: '最高成绩', key: 'bestScore', width: 90, render: (_, t) => dash(t.bestScore) },
    { title: '记录数', dataIndex: 'records', key: 'records', width: 80 },
    {
      title: '状态',
      key: 'completed',
      width: 90,
      render: (_, t) => (t.completed ? <Tag color="success">已完成</Tag> : <Tag>未完成</Tag>),
    },
    {
      title: '证书编号',
      key: 'cert',
      width: 140,
      render: (_, t) =>
        t.cert ? (
          <Link to={`${paths.cert}/${t.cert.code}`} aria-label={`查看证书 ${t.cert.code}`}>
            {t.cert.code}
          </Link>
        ) : (
          '-'
        ),
    },
    {
      title: '有效期至',
      key: 'expires',
      width: 110,
      render: (_, t) =>
        t.cert ? (
          <>
            {validity(t.cert.expiresAt)}
            {t.cert.expiring && <Tag color="warning">即将到期</Tag>}
          </>
        ) : (
          '-'
        ),
    },
    {
      title: '证书状态',
      key: 'certState',
      width: 110,
      render: (_, t) => {
        if (!t.cert) return '-';
        if (t.cert.revokedAt) {
          return (
            <Tooltip title={`撤销原因：${t.cert.revokeReason ?? '-'}`}>
              <Tag color="error">已撤销</Tag>
            </Tooltip>
          );
        }
        const { code } = t.cert;
        return (
          <Button
            type="link"
            size="small"
            danger
            aria-label={`撤销证书 ${code}`}
            onClick={() => setRevoking({ planId, workerId: t.workerId, code, holder: t.name })}
          >
            撤销
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <Input.Search
        aria-label="搜索学员"
        placeholder="姓名或工号"
        allowClear
        maxLength={50}
        style={{ maxWidth: 280, marginBottom: 12 }}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      <Table<TrainPlanTrainee>
        aria-label="参训人员"
        rowKey="workerId"
        size="middle"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1260 }}
        locale={{
          emptyText: name.trim()
            ? '没有符合条件的学员，换个姓名或工号再查。'
            : '本计划还没有参训人员：编辑草稿，选择部门、岗位或员工。',
        }}
        pagination={{
          ...page,
          showSizeChanger: true,
          showTotal: (n: number) => `共 ${n} 人`,
          size: 'small',
          onChange: (current, pageSize) =>
            setPage({ current: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
      />
      <RevokeCertModal key={revoking?.code} cert={revoking} onClose={() => setRevoking(undefined)} />
    </>
  );
}
