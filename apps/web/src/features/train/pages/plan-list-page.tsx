import { PlusOutlined, ScheduleOutlined } from '@ant-design/icons';
import { TRAIN_PLAN_STATUS_LABELS, TRAIN_PLAN_STATUSES } from '@coalsim/contract';
import type { TrainPlan } from '@coalsim/contract';
import { App, Button, Card, Input, Select } from 'antd';
import { useState } from 'react';

import type { ListEmptyTexts } from '../../../components/list-table/list-table';
import { TableToolbar } from '../../../components/table-toolbar/table-toolbar';
import type { TableDensity } from '../../../components/table-toolbar/table-toolbar';
import { useUsableSofts } from '../../../components/usable-softs/get-usable-softs';
import { useCrudFeedback } from '../../../hooks/use-crud-feedback';
import { useFormDialog } from '../../../hooks/use-form-dialog';
import { useListSearch } from '../../../hooks/use-list-search';
import { useUrlTableState } from '../../../hooks/use-url-table-state';
import { useDeleteTrainPlans } from '../api/delete-train-plans';
import { useTrainPlans } from '../api/get-train-plans';
import { usePublishTrainPlan } from '../api/publish-train-plan';
import { PlanFormModal } from '../components/plan-form-modal';
import { PlansTable } from '../components/plans-table';

const FILTERS = ['blurry', 'status', 'softId'] as const;
const TABLE_OPTIONS = { filters: FILTERS, defaultSort: { field: 'createTime', direction: 'desc' } } as const;
const STATUS_OPTIONS = TRAIN_PLAN_STATUSES.map((s) => ({ value: s, label: TRAIN_PLAN_STATUS_LABELS[s] }));

/** What the 发布 confirmation says: publishing cannot be taken back and fixes who takes part. */
export const PUBLISH_WARNING =
  '发布后参训人员名单将被冻结，之后的部门、岗位和员工变动不再影响本计划；计划也不能再编辑或删除。';

/**
 * 培训计划 (/train/train): the enterprise's plans with name, status and software in the URL;
 * 新增计划, and for drafts 编辑, 发布 (after a confirmation) and 删除; 详情 opens the plan's page.
 */
export function TrainPlanPage() {
  const { modal, message } = App.useApp();
  const feedback = useCrudFeedback();
  const table = useUrlTableState(TABLE_OPTIONS);
  const [density, setDensity] = useState<TableDensity>('middle');
  const [publishing, setPublishing] = useState<number>();
  const dialog = useFormDialog<TrainPlan>();
  const list = useTrainPlans(table.query);
  const softs = useUsableSofts();
  const remove = useDeleteTrainPlans();
  const publish = usePublishTrainPlan();
  const filter = useListSearch(table, { refetch: list.refetch });

  const confirmDelete = (plan: TrainPlan) =>
    feedback.confirmDelete(`确定删除培训计划“${plan.name}”吗？`, async () => {
      await remove.mutateAsync([plan.id]);
      feedback.success('deleted');
    });
  const confirmPublish = (plan: TrainPlan) =>
    void modal.confirm({
      title: '发布培训计划',
      content: `确定发布“${plan.name}”吗？${PUBLISH_WARNING}`,
      okText: '发布',
      cancelText: '取消',
      onOk: () => {
        setPublishing(plan.id);
        publish.mutate(plan.id, {
          onSuccess: (published) =>
            void message.success(`已发布，${published.traineeCount} 名员工参加本计划`),
          onSettled: () => setPublishing(undefined),
        });
      },
    });

  const empty: ListEmptyTexts = {
    icon: <ScheduleOutlined />,
    failedTitle: '培训计划读取失败',
    noMatch: {
      title: '没有符合条件的培训计划',
      description: '换个名称、状态或软件再查，或点“重置”查看全部计划。',
    },
    nothingYet: {
      title: '还没有培训计划',
      description: '点击“新增计划”，选择培训软件、起止时间、要求学时和参训员工，发布后员工即可开始培训。',
      actions: (
        <Button type="primary" onClick={() => dialog.show()}>
          新增计划
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
              aria-label="计划名称"
              placeholder="计划名称"
              allowClear
              maxLength={50}
              value={filter.blurry}
              onChange={(e) => filter.setBlurry(e.target.value)}
              onPressEnter={filter.search}
            />
            <Select
              aria-label="计划状态"
              placeholder="状态"
              allowClear
              style={{ minWidth: 120 }}
              value={table.filters.status[0]}
              options={STATUS_OPTIONS}
              onChange={(value?: string) => filter.change({ status: value })}
            />
            <Select
              aria-label="培训软件"
              placeholder="培训软件"
              allowClear
              style={{ minWidth: 180 }}
              loading={softs.isPending}
              value={table.filters.softId[0] ? Number(table.filters.softId[0]) : undefined}
              options={softs.data ?? []}
              onChange={(value?: number) => filter.change({ softId: value ? String(value) : undefined })}
            />
          </>
        }
        onSearch={filter.search}
        onReset={filter.reset}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.show()}>
            新增计划
          </Button>
        }
        density={density}
        onDensityChange={setDensity}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <PlansTable
        table={table}
        list={list}
        density={density}
        empty={empty}
        publishing={publishing}
        onEdit={(plan) => dialog.show(plan)}
        onPublish={confirmPublish}
        onDelete={confirmDelete}
      />
      <PlanFormModal key={dialog.key} open={dialog.open} plan={dialog.record} onClose={dialog.close} />
    </Card>
  );
}
