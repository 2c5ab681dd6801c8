import { TRAIN_PLAN_STATUS_LABELS } from '@coalsim/contract';
import type { TrainPlanStatus } from '@coalsim/contract';
import { Tag } from 'antd';

const COLORS: Record<TrainPlanStatus, string> = {
  draft: 'default',
  published: 'processing',
  finished: 'success',
};

/** 草稿 / 进行中 / 已结束. */
export function PlanStatusTag({ status }: { status: TrainPlanStatus }) {
  return <Tag color={COLORS[status]}>{TRAIN_PLAN_STATUS_LABELS[status]}</Tag>;
}
