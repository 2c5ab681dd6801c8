import { FileTextOutlined } from '@ant-design/icons';
import { QUESTION_TYPE_LABELS } from '@coalsim/contract';
import type { ExamQuestion } from '@coalsim/contract';
import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import { ListTable } from '../../../components/list-table/list-table';
import type {
  ListEmptyTexts,
  ListTableProps,
  SortedListTableState,
} from '../../../components/list-table/list-table';

const TYPE_COLOURS: Record<ExamQuestion['type'], string> = {
  single: 'blue',
  multiple: 'purple',
  judge: 'cyan',
};

/** The answer as a paper's key prints it: B, ACD, 正确. */
export function answerText(question: Pick<ExamQuestion, 'answer'>): string {
  const { answer } = question;
  if (typeof answer === 'boolean') return answer ? '正确' : '错误';
  return Array.isArray(answer) ? answer.join('') : answer;
}

const emptyTexts = (readOnly: boolean): ListEmptyTexts => ({
  icon: <FileTextOutlined />,
  failedTitle: '试题读取失败',
  noMatch: {
    title: '没有符合条件的试题',
    description: '换个关键词、题型或掌握程度再查，或点“重置”查看全部试题。',
  },
  nothingYet: readOnly
    ? { title: '这个题库还没有试题', description: '平台录入试题后，这里即可查看。' }
    : {
        title: '这个题库还没有试题',
        description: '点击“新增试题”逐题录入，或用“导入”一次添加 Excel 中的全部试题。',
      },
});

interface QuestionsTableProps {
  table: SortedListTableState;
  list: ListTableProps<ExamQuestion>['list'];
  density: NonNullable<TableProps['size']>;
  readOnly: boolean;
  onEdit: (question: ExamQuestion) => void;
  onDelete: (question: ExamQuestion) => void;
}

/** A bank's questions with their answers; paged and sorted on the server. */
export function QuestionsTable({ table, list, density, readOnly, onEdit, onDelete }: QuestionsTableProps) {
  const columns: TableColumnsType<ExamQuestion> = [
    {
      title: '题型',
      dataIndex: 'type',
      key: 'type',
      render: (type: ExamQuestion['type']) => (
        <Tag color={TYPE_COLOURS[type]}>{QUESTION_TYPE_LABELS[type]}</Tag>
      ),
    },
    {
      title: '题干',
      dataIndex: 'stem',
      key: 'stem',
      width: 360,
      render: (stem: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: stem }} style={{ margin: 0 }}>
          {stem}
        </Typography.Paragraph>
      ),
    },
    { title: '答案', key: 'answer', render: (_, q) => answerText(q) },
    { title: '章节', dataIndex: 'chapter', key: 'chapter', render: (v: string) => v || '-' },
    { title: '掌握程度', dataIndex: 'level', key: 'level' },
    {
      title: '难度',
      dataIndex: 'difficulty',
      key: 'difficulty',
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrderOf('difficulty'),
    },
    ...(readOnly
      ? []
      : [
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, q: ExamQuestion) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  aria-label={`编辑试题 ${q.stem.slice(0, 20)}`}
                  onClick={() => onEdit(q)}
                >
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  aria-label={`删除试题 ${q.stem.slice(0, 20)}`}
                  onClick={() => onDelete(q)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]),
  ];
  return (
    <ListTable<ExamQuestion>
      aria-label="试题"
      table={table}
      list={list}
      empty={emptyTexts(readOnly)}
      size={density}
      columns={columns}
    />
  );
}
