import { Tag } from 'antd';

/** 状态 of a job: whether its schedule is running. */
export function JobStateTag({ paused }: { paused: boolean }) {
  return paused ? <Tag>已暂停</Tag> : <Tag color="processing">运行中</Tag>;
}

/** How a run ended. */
export function RunResultTag({ success }: { success: boolean }) {
  return success ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>;
}

/** Who started a run: its schedule, or someone's 立即执行. */
export function TriggerTag({ trigger }: { trigger: 'schedule' | 'manual' }) {
  return trigger === 'manual' ? <Tag color="purple">手动</Tag> : <Tag color="blue">定时</Tag>;
}
