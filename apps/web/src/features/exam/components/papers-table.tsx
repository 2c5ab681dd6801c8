import { PAPER_MODE_LABELS } from '@coalsim/contract';
import type { ExamPaper } from '@coalsim/contract';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { formatDateTime } from '../../../lib/format-date-time';

interface PapersTableProps {
  table: SortedListTableState;
  list: ListTableProps<ExamPaper>['list'];
  density: NonNullable<TableProps['size']>;
  empty: ListEmptyTexts;
  onPreview: (paper: ExamPaper) => void;
  onEdit: (paper: ExamPaper) => void;
  onDelete: (paper: ExamPaper) => void;
}

/** 试卷's table: a paper a published exam uses is 使用中 and read, not changed. */
export function PapersTable({ table, list, density, empty, onPreview, onEdit, onDelete }: PapersTableProps) {
  const columns: TableColumnsType<ExamPaper> = [
    { title: '试卷名称', dataIndex: 'name', key: 'name' },
    {
      title: '组卷方式',
      key: 'mode',
      width: 100,
      render: (_, p) => (
        <Tag color={p.mode === 'random' ? 'purple' : 'blue'}>{PAPER_MODE_LABELS[p.mode]}</Tag>
      ),
    },
    { title: '题数', dataIndex: 'questionCount', key: 'questionCount', width: 70 },
    { title: '总分/合格', key: 'score', width: 100, render: (_, p) => `${p.totalScore}/${p.passScore}` },
    { title: '时长', key: 'duration', width: 90, render: (_, p) => `${p.durationMinutes} 分钟` },
    {
      title: '状态',
      key: 'inUse',
      width: 90,
      render: (_, p) => (p.inUse ? <Tag color="processing">使用中</Tag> : <Tag>未使用</Tag>),
    },
    {
      title: '创建时间',
      key: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: table.sortOrderOf('createTime'),
      render: (_, p) => formatDateTime(p.createTime),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" aria-label={`预览 ${p.name}`} onClick={() => onPreview(p)}>
            预览
          </Button>
          {!p.inUse && (
            <Button type="link" size="small" aria-label={`编辑 ${p.name}`} onClick={() => onEdit(p)}>
              编辑
            </Button>
          )}
          <Button type="link" size="small" danger aria-label={`删除 ${p.name}`} onClick={() => onDelete(p)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <ListTable<ExamPaper>
      aria-label="试卷"
      table={table}
      list={list}
      empty={empty}
      size={density}
      columns={columns}
    />
  );
}
