import { PlusOutlined, SolutionOutlined } from '@ant-design/icons';
import { EXAM_STATUS_LABELS, EXAM_STATUSES } from '@coalsim/contract';
import type { ExamArrangement } from '@coalsim/contract';
import { App, Button, Card, Input, Select } from 'antd';
import { useState } from 'react';

import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteTrainExams } from '../api/delete-train-exams';
import { useTrainExams } from '../api/get-train-exams';
import { usePublishTrainExam } from '../api/publish-train-exam';
import { ExamFormModal } from '../components/exam-form-modal';
import { ExamsTable } from '../components/exams-table';

const FILTERS = ['blurry', 'status'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'createTime', direction: 'desc' } } as const;
const STATUS_OPTIONS = EXAM_STATUSES.map((s) => ({ value: s, label: EXAM_STATUS_LABELS[s] }));

/** What the 发布 confirmation says: the candidates and the paper are frozen from then on. */
export const EXAM_PUBLISH_WARNING =
  '发布后考生名单冻结，试卷不能再修改，考试也不能再编辑；考生在考试时间内即可在“我的考试”中作答。';

/**
 * 培训中心 › 考试 (/train/exam): the enterprise's exams with name and status in the URL; 新增考试,
 * and for drafts 编辑, 发布 (after a confirmation) and 删除; 成绩 opens the results and analysis.
 */
export function TrainExamPage() {
  const { modal, message } = App.useApp();
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [publishing, setPublishing] = useState<number>();
  const dialog = useFormDialog<ExamArrangement>();
  const list = useTrainExams(table.query);
  const remove = useDeleteTrainExams();
  const publish = usePublishTrainExam();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (exam: ExamArrangement) =>
    feedback.confirmDelete(`确定删除考试“${exam.name}”吗？`, async () => {
      await remove.mutateAsync([exam.id]);
      feedback.success('deleted');
    });
  const confirmPublish = (exam: ExamArrangement) =>
    void modal.confirm({
      title: '发布考试',
      content: `确定发布“${exam.name}”吗？${EXAM_PUBLISH_WARNING}`,
      okText: '发布',
      cancelText: '取消',
      onOk: () => {
        setPublishing(exam.id);
        publish.mutate(exam.id, {
          onSuccess: (published) =>
            void message.success(`已发布，${published.candidateCount} 名员工参加本考试`),
          onSettled: () => setPublishing(undefined),
        });
      },
    });

  const empty: ListEmptyTexts = {
    icon: <SolutionOutlined />,
    failedTitle: '考试读取失败',
    noMatch: { title: '没有符合条件的考试', description: '换个名称或状态再查，或点“重置”查看全部考试。' },
    nothingYet: {
      title: '还没有考试',
      description: '先在“试卷”组好试卷，再点击“新增考试”，选择试卷、考试时间和考生，发布后考生即可作答。',
      actions: (
        <Button type="primary" onClick={() => dialog.show()}>
          新增考试
        </Button>
      ),
    },
  };

  return (
    <Card variant="borderless">
      <TableToolbar
        filters={
          <>
            <Input
              aria-label="考试名称"
              placeholder="考试名称"
              allowClear
              maxLength={50}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="考试状态"
              placeholder="状态"
              allowClear
              style={{ minWidth: 120 }}
              value={table.filters.status[0]}
              options={STATUS_OPTIONS}
              onChange={(value?: string) => filter.change({ status: value })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
            新增考试
          </Button>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <ExamsTable
        table={table}
        list={list}
        density={density}
        empty={empty}
        publishing={publishing}
        onEdit={(exam) => dialog.show(exam)}
        onPublish={confirmPublish}
        onDelete={confirmDelete}
      />
      <ExamFormModal key={dialog.key} open={dialog.open} exam={dialog.record} onClose={dialog.close} />
    </Card>
  );
}
