import { DownloadOutlined, TeamOutlined } from '@ant-design/icons';
import { EXAM_RESULT_FILTERS, EXAM_RESULT_LABELS, SUBMIT_REASON_LABELS } from '@coalsim/contract';
import type { ExamArrangement, ExamResult } from '@coalsim/contract';
import { Button, Input, Select, Tag, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';

import { ListTable } from '../../../components/list-table/list-table';
import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { deptOptions } from '../../../components/trainee-selection/dept-options';
import { useOrgDepts } from '../../../components/trainee-selection/get-org-choices';
import { useListSearch } from '../../../hooks/use-list-search';
import { exportQueryOf, useUrlTableState } from '../../../hooks/use-url-table-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDownloadExamResults } from '../api/download-exam-results';
import { useExamResults } from '../api/get-exam-results';

const FILTERS = ['blurry', 'result', 'deptId'] as const;
const RESULT_OPTIONS = EXAM_RESULT_FILTERS.map((r) => ({ value: r, label: EXAM_RESULT_LABELS[r] }));

const empty: ListEmptyTexts = {
  icon: <TeamOutlined />,
  failedTitle: '考试成绩读取失败',
  noMatch: { title: '没有符合条件的考生', description: '换个姓名、结果或部门再查，或点“重置”查看全部考生。' },
  nothingYet: { title: '这场考试还没有考生', description: '考试发布时冻结考生名单；草稿考试请先发布。' },
};

/** Each attempt as one line: 第1次 72分 不合格（到时自动交卷）. */
function attemptsText(r: ExamResult): string {
  return r.attempts
    .map((a) => {
      if (a.submittedAt === null) return `第${a.no}次 作答中`;
      const reason = a.reason && a.reason !== 'trainee' ? `（${SUBMIT_REASON_LABELS[a.reason]}）` : '';
      return `第${a.no}次 ${a.score}分${reason}`;
    })
    .join('；');
}

/** 考试成绩: the exam's candidates with their best score, filters in the URL, 导出 as xlsx. */
export function ExamResults({ exam }: { exam: ExamArrangement }) {
  const table = useUrlTableState({ filters: FILTERS });
  const [density, setDensity] = useState<TableDensity>('middle');
  const list = useExamResults(exam.id, table.query);
  const filter = useListSearch(table, { refetch: list.refetch });
  const download = useDownloadExamResults();
  const depts = useOrgDepts();
  const deptTree = useMemo(() => deptOptions(depts.data ?? []), [depts.data]);
  const columns: TableColumnsType<ExamResult> = [
    { title: '工号', dataIndex: 'employeeNo', key: 'employeeNo', width: 100 },
    { title: '姓名', dataIndex: 'name', key: 'name', width: 100 },
    { title: '部门', key: 'dept', width: 140, render: (_, r) => r.deptName ?? '-' },
    { title: '已考次数', key: 'used', width: 90, render: (_, r) => `${r.attemptsUsed}/${exam.attempts}` },
    { title: '最高分', key: 'best', width: 80, render: (_, r) => r.bestScore ?? '-' },
    {
      title: '结果',
      key: 'passed',
      width: 90,
      render: (_, r) =>
        r.attemptsUsed === 0 ? (
          <Tag>缺考</Tag>
        ) : r.passed ? (
          <Tag color="success">合格</Tag>
        ) : (
          <Tag color="error">不合格</Tag>
        ),
    },
    { title: '各次成绩', key: 'attempts', render: (_, r) => attemptsText(r) || '-' },
    {
      title: '最近交卷',
      key: 'last',
      width: 170,
      render: (_, r) => formatDateTime(r.attempts.findLast((a) => a.submittedAt)?.submittedAt),
    },
  ];
  return (
    <>
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="姓名或工号"
              placeholder="姓名或工号"
              allowClear
              maxLength={50}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="考试结果"
              placeholder="结果"
              allowClear
              style={{ minWidth: 110 }}
              value={table.filters.result[0]}
              options={RESULT_OPTIONS}
              onChange={(value?: string) => filter.change({ result: value })}
            />
            <TreeSelect
              aria-label="部门"
              placeholder="部门（含下级）"
              allowClear
              style={{ minWidth: 180 }}
              treeData={deptTree}
              treeDefaultExpandAll
              value={table.filters.deptId[0] ? Number(table.filters.deptId[0]) : undefined}
              onChange={(value?: number) => filter.change({ deptId: value ? String(value) : undefined })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate({ examId: exam.id, query: exportQueryOf(table.query), examName: exam.name })
            }
          >
            导出
          </Button>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ListTable<ExamResult>
        aria-label="考试成绩"
        rowKey="workerId"
        table={table}
        list={list}
        empty={empty}
        size={density}
        columns={columns}
      />
    </>
  );
}
