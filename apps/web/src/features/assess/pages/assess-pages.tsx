import { Navigate } from 'react-router-dom';

import { PageBanner } from '../../../components/page-banner/page-banner';
import { useCheckPermission } from '../../../components/permission/permission';
import { SectionTabs } from '../../../components/section-tabs/section-tabs';
import { ASSESS_PATHS } from '../utils/assess-face';
import { ASSESS_PERMISSIONS } from '../utils/assess-permissions';

/** The five pages of /assess (spec §2), in the order of the tab row. */
export const ASSESS_PAGES = {
  assess: { label: '考核列表', staff: true },
  team: { label: '考核团队', staff: true },
  teamDetail: { label: '成员管理', staff: true },
  score: { label: '考核评分', staff: false },
  room: { label: '考核房间', staff: true },
} as const;

export type AssessPageKey = keyof typeof ASSESS_PAGES;

/**
 * The 考核 section's frame: banner and a tab row linking its pages. Staff with 考核管理
 * permissions see all five; an expert sees 考核评分 only (the other pages say why they are closed).
 */
export function AssessLayout() {
  const can = useCheckPermission();
  const staff = can(ASSESS_PERMISSIONS.list);
  const keys = (Object.keys(ASSESS_PAGES) as AssessPageKey[]).filter(
    (key) => staff || !ASSESS_PAGES[key].staff,
  );
  return (
    <>
      <PageBanner
        title="考核中心"
        lead={
          staff
            ? '软件接入申请的专家考核：组建团队、安排考核房间、逐项评分，给出考核结论。'
            : '评审专家在这里查看分配给自己的考核，逐项打分并填写评语。'
        }
      />
      <SectionTabs
        label="考核中心栏目"
        tabs={keys.map((key) => ({ to: `/assess/${key}`, label: ASSESS_PAGES[key].label }))}
      />
    </>
  );
}

/** /assess: staff land on 考核列表, experts on 考核评分. */
export function AssessHome() {
  const can = useCheckPermission();
  return <Navigate to={can(ASSESS_PERMISSIONS.list) ? ASSESS_PATHS.list : ASSESS_PATHS.score} replace />;
}
