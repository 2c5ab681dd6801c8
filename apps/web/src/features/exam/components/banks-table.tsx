import { BookOutlined } from '@ant-design/icons';
import { BANK_SOURCE_LABELS } from '@coalsim/contract';
import type { ExamBank } from '@coalsim/contract';
import { Button, Space, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { Link } from 'react-router-dom';

import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';
import { useDict } from '../../../hooks/use-dict';
import { formatDateTime } from '../../../lib/format-date-time';
import { EXAM_CATEGORY_DICT } from './bank-form-modal';

const emptyTexts = (platform: boolean): ListEmptyTexts => ({
  icon: <BookOutlined />,
  failedTitle: '题库读取失败',
  noMatch: { title: '没有符合条件的题库', description: '换个名称或人员类别再查，或点“重置”查看全部题库。' },
  nothingYet: platform
    ? { title: '平台还没有发布题库', description: '平台发布题库后，这里可以查看试题并复制到本企业。' }
    : { title: '还没有题库', description: '点击“新增题库”建立题库，再逐题录入或用 Excel 批量导入试题。' },
});

interface BanksTableProps {
  table: SortedListTableState;
  list: ListTableProps<ExamBank>['list'];
  density: NonNullable<TableProps['size']>;
  /** The banks shown are the platform's, read-only to the caller (an enterprise). */
  readOnly: boolean;
  questionsHref: (bank: ExamBank) => string;
  onEdit: (bank: ExamBank) => void;
  onDelete: (bank: ExamBank) => void;
  onCopy?: (bank: ExamBank) => void;
}

/** 题库's table: name (to its questions), category, source, question count; paged and sorted on the server. */
export function BanksTable({
  table,
  list,
  density,
  readOnly,
  questionsHref,
  onEdit,
  onDelete,
  onCopy,
}: BanksTableProps) {
  const categories = useDict(EXAM_CATEGORY_DICT);
  const columns: TableColumnsType<ExamBank> = [
    {
      title: '题库名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      render: (name: string, bank) => <Link to={questionsHref(bank)}>{name}</Link>,
    },
    { title: '人员类别', dataIndex: 'category', key: 'category', render: (v: string) => categories.label(v) },
    {
      title: '来源',
      dataIndex: 'source',
      key: 'source',
      render: (source: ExamBank['source']) => (
        <Tag color={source === 'platform' ? 'geekblue' : 'green'}>{BANK_SOURCE_LABELS[source]}</Tag>
      ),
    },
    { title: '试题数', dataIndex: 'questionCount', key: 'questionCount', align: 'right' },
    {
      title: '更新时间',
      dataIndex: 'updateTime',
      key: 'updateTime',
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, bank) => (
        <Space size={0} wrap>
          <Link to={questionsHref(bank)} aria-label={`查看 ${bank.name} 的试题`}>
            试题
          </Link>
          {readOnly ? (
            onCopy && (
              <Button
                type="link"
                size="small"
                aria-label={`复制 ${bank.name} 到本企业`}
                onClick={() => onCopy(bank)}
              >
                复制到本企业
              </Button>
            )
          ) : (
            <>
              <Button type="link" size="small" aria-label={`编辑 ${bank.name}`} onClick={() => onEdit(bank)}>
                编辑
              </Button>
              <Button
                type="link"
                size="small"
                danger
                aria-label={`删除 ${bank.name}`}
                onClick={() => onDelete(bank)}
              >
                删除
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ListTable<ExamBank>
      aria-label="题库"
      table={table}
      list={list}
      empty={emptyTexts(readOnly)}
      size={density}
      columns={columns}
    />
  );
}
