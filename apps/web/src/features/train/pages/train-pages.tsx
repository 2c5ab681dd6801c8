import { FieldTimeOutlined, ScheduleOutlined } from '@ant-design/icons';

import { EmptyState } from '../../../components/feedback/empty-state';
import { PageBanner } from '../../../components/page-banner/page-banner';
import { SectionTabs } from '../../../components/section-tabs/section-tabs';
import { paths } from '../../../config/paths';

const TABS = [
  { to: paths.train, label: '培训计划' },
  { to: paths.trainRecord, label: '培训记录' },
];

/** 培训中心 (enterprise users only, gated by the portal shell): banner and its two pages. */
export function TrainLayout() {
  return (
    <>
      <PageBanner title="培训中心" lead="制定员工培训计划，记录每一次虚拟仿真实训的过程与成绩。" />
      <SectionTabs label="培训中心栏目" tabs={TABS} />
    </>
  );
}

export function TrainPlanPage() {
  return (
    <EmptyState
      level={2}
      icon={<ScheduleOutlined />}
      badge="建设中"
      title="培训计划即将开放"
      description="企业可以为员工制定基于虚拟仿真软件的培训计划："
      items={['选择培训软件与参训员工', '设置起止日期、要求学时与合格分数', '跟踪每位员工的完成进度']}
    />
  );
}

export function TrainRecordPage() {
  return (
    <EmptyState
      level={2}
      icon={<FieldTimeOutlined />}
      badge="建设中"
      title="培训记录即将开放"
      description="每一次实训都会留下记录，可手工录入，也可由仿真软件自动回传："
      items={['参训员工、所用软件与设备', '开始与结束时间、实训时长', '成绩与是否合格']}
    />
  );
}
