import { AuditOutlined, HomeOutlined, ScheduleOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/feedback/empty-state';
import { PageBanner } from '../../../components/page-banner/page-banner';
import { SectionTabs } from '../../../components/section-tabs/section-tabs';

/** The five pages of /assess (spec §2) with what each will hold (DESIGN §4). */
export const ASSESS_PAGES = {
  assess: {
    label: '考核列表',
    icon: <AuditOutlined />,
    description: '每一份软件接入申请的考核安排与进度。',
    items: ['考核名称、对应的软件与申请企业', '考核团队、考核房间与时间', '考核状态、总分与结论'],
  },
  team: {
    label: '考核团队',
    icon: <TeamOutlined />,
    description: '为软件考核组建评审专家团队。',
    items: ['团队名称与说明', '团队成员数量与负责的考核'],
  },
  teamDetail: {
    label: '成员管理',
    icon: <ScheduleOutlined />,
    description: '管理考核团队中的专家成员。',
    items: ['专家姓名、职称与所在单位', '联系电话', '关联的平台账号'],
  },
  score: {
    label: '考核评分',
    icon: <StarOutlined />,
    description: '专家按考核指标逐项打分并填写评语，系统汇总总分。',
    items: ['每位专家的分项得分与评语', '总分与合格线对比', '考核结论'],
  },
  room: {
    label: '考核房间',
    icon: <HomeOutlined />,
    description: '安排考核的时间与地点，或线上会议链接。',
    items: ['房间名称与容量', '开始与结束时间', '现场地点或线上链接'],
  },
} satisfies Record<string, { label: string; icon: ReactNode; description: string; items: readonly string[] }>;

export type AssessPageKey = keyof typeof ASSESS_PAGES;

/** The 考核 section's frame: banner and a tab row linking its five pages. */
export function AssessLayout() {
  return (
    <>
      <PageBanner
        title="考核中心"
        lead="软件接入申请的专家考核：组建团队、安排考核房间、逐项评分，给出考核结论。"
      />
      <SectionTabs
        label="考核中心栏目"
        tabs={(Object.keys(ASSESS_PAGES) as AssessPageKey[]).map((key) => ({
          to: `/assess/${key}`,
          label: ASSESS_PAGES[key].label,
        }))}
      />
    </>
  );
}

export function AssessPlanned({ id }: { id: AssessPageKey }) {
  const p = ASSESS_PAGES[id];
  return (
    <EmptyState
      level={2}
      icon={p.icon}
      badge="建设中"
      title={`${p.label}即将开放`}
      description={p.description}
      items={p.items}
    />
  );
}
