import type { ExamArrangement } from '@coalsim/contract';
import { Button, Space } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Link } from 'react-router-dom';

import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { formatMs } from '../../../lib/format-date-time';
import { examResultsHref } from '../utils/exam-hrefs';
import { ExamStatusTag } from './exam-status-tag';

interface ExamsTableProps {
  table: SortedListTableState;
  list: ListTableProps<ExamArrangement>['list'];
  density: NonNullable<TableProps['size']>;
  empty: ListEmptyTexts;
  publishing: number | undefined;
  onEdit: (exam: ExamArrangement) => void;
  onPublish: (exam: ExamArrangement) => void;
  onDelete: (exam: ExamArrangement) => void;
}

/** 考试's table: drafts are edited, published and deleted; a published exam shows its results. */
export function ExamsTable(props: ExamsTableProps) {
  const { table, list, density, empty, publishing, onEdit, onPublish, onDelete } = props;
  const columns: TableColumnsType<ExamArrangement> = [
    {
      title: '考试名称',
      key: 'name',
      render: (_, e) => (e.status === 'draft' ? e.name : <Link to={examResultsHref(e.id)}>{e.name}</Link>),
    },
    { title: '试卷', key: 'paper', width: 180, render: (_, e) => e.paper.name },
    { title: '培训计划', key: 'plan', width: 160, render: (_, e) => e.plan?.name ?? '-' },
    {
      title: '考试时间',
      key: 'startTime',
      width: 270,
      sorter: true,
      sortOrder: table.sortOrderOf('startTime'),
      render: (_, e) => `${formatMs(e.startTime)} ~ ${formatMs(e.endTime)}`,
    },
    {
      title: '合格/参考/考生',
      key: 'count',
      width: 120,
      render: (_, e) => `${e.passedCount}/${e.takenCount}/${e.candidateCount}`,
    },
    { title: '状态', key: 'status', width: 90, render: (_, e) => <ExamStatusTag status={e.status} /> },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, e) => (
        <Space size={0}>
          {e.status !== 'draft' && (
            <LinkButton to={examResultsHref(e.id)} type="link" size="small" aria-label={`成绩 ${e.name}`}>
              成绩
            </LinkButton>
          )}
          {e.status === 'draft' && (
            <>
              <Button type="link" size="small" aria-label={`编辑 ${e.name}`} onClick={() => onEdit(e)}>
                编辑
              </Button>
              <Button
                type="link"
                size="small"
                aria-label={`发布 ${e.name}`}
                loading={publishing === e.id}
                onClick={() => onPublish(e)}
              >
                发布
              </Button>
            </>
          )}
          {e.takenCount === 0 && (
            <Button type="link" size="small" danger aria-label={`删除 ${e.name}`} onClick={() => onDelete(e)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListTable<ExamArrangement>
      aria-label="考试"
      table={table}
      list={list}
      empty={empty}
      size={density}
      columns={columns}
    />
  );
}
