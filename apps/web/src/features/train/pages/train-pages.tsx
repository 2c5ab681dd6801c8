import { PageBanner } from '../../../components/page-banner/page-banner';
import { SectionTabs } from '../../../components/section-tabs/section-tabs';
import { TRAIN_PATHS } from '../utils/train-paths';

const TABS = [
  { to: TRAIN_PATHS.plans, label: '培训计划', also: [TRAIN_PATHS.planDetail] },
  { to: TRAIN_PATHS.records, label: '培训记录' },
  { to: TRAIN_PATHS.launches, label: '启动记录' },
  { to: TRAIN_PATHS.banks, label: '题库', also: [TRAIN_PATHS.questions] },
  { to: TRAIN_PATHS.papers, label: '试卷' },
  { to: TRAIN_PATHS.exams, label: '考试', also: [TRAIN_PATHS.examResults] },
];

/** 培训中心 (enterprise users only, gated by the portal shell): banner and its pages. */
export function TrainLayout() {
  return (
    <>
      <PageBanner
        title="培训中心"
        lead="制定员工培训计划，记录每一次虚拟仿真实训的过程与成绩，组织理论考试。"
      />
      <SectionTabs label="培训中心栏目" tabs={TABS} />
    </>
  );
}
