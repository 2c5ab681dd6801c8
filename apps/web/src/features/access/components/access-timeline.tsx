import type { Access } from '@coalsim/contract';
import { Steps } from 'antd';
import type { StepsProps } from 'antd';

import { formatMinute } from '../utils/access-format';

type StepStatus = Access['timeline'][number]['status'];
type Item = NonNullable<StepsProps['items']>[number];

/** The latest entry of one status: a resubmitted draft keeps only its newest date. */
function lastAt(access: Access, status: StepStatus) {
  return access.timeline.findLast((step) => step.status === status);
}

function describe(access: Access, status: StepStatus) {
  const step = lastAt(access, status);
  if (!step) return undefined;
  return (
    <>
      <span>{formatMinute(step.at)}</span>
      {step.note && <span style={{ display: 'block' }}>{step.note}</span>}
    </>
  );
}

/**
 * 草稿 → 已提交 → 考核中 → 已通过 / 已驳回, with the date of each step reached. The last step says
 * the outcome once there is one; a rejection shows as an error so the vendor sees what to fix.
 */
export function AccessTimeline({ access }: { access: Access }) {
  const { status } = access;
  const decided = status === 'passed' || status === 'rejected';
  const items: Item[] = [
    { title: '草稿', status: 'finish', content: describe(access, 'draft') },
    {
      title: '已提交',
      status: 'finish',
      content: describe(access, 'submitted') ?? formatMinute(access.submittedAt),
    },
    {
      title: '考核中',
      status: status === 'submitted' ? 'wait' : status === 'assessing' ? 'process' : 'finish',
      content: describe(access, 'assessing'),
    },
    decided
      ? {
          title: status === 'passed' ? '已通过' : '已驳回',
          status: status === 'passed' ? 'finish' : 'error',
          content: describe(access, status) ?? formatMinute(access.decidedAt),
        }
      : { title: '考核结论', status: 'wait', content: '通过或驳回' },
  ];
  return (
    <div role="group" aria-label="申请进度">
      <Steps size="small" current={decided ? 3 : status === 'assessing' ? 2 : 1} items={items} />
    </div>
  );
}
