import { EXAM_STATUS_LABELS } from '@coalsim/contract';
import type { ExamStatus } from '@coalsim/contract';
import { Tag } from 'antd';

const COLORS: Record<ExamStatus, string> = { draft: 'default', published: 'processing', finished: 'success' };

/** 草稿 / 进行中 / 已结束. */
export function ExamStatusTag({ status }: { status: ExamStatus }) {
  return <Tag color={COLORS[status]}>{EXAM_STATUS_LABELS[status]}</Tag>;
}
