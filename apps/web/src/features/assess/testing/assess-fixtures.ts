import type {
  Assess,
  AssessDetail,
  ExpertAssess,
  Member,
  MyScore,
  Page,
  Room,
  StagedAccess,
  Team,
} from '@coalsim/contract';
import type { InternalAxiosRequestConfig } from 'axios';

const TIME = '2026-05-01T08:00:00.000Z';

/** A mocked 200 answer. */
export const ok = (data: unknown) => ({ status: 200, data });
export const page = <T>(content: T[]) => ok({ content, totalElements: content.length } satisfies Page<T>);

/** The requests the mocked client saw for `method url`. */
export const calls = (
  adapter: { mock: { calls: [InternalAxiosRequestConfig][] } },
  method: string,
  url: string,
) => adapter.mock.calls.map(([c]) => c).filter((c) => c.method === method && c.url === url);

export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  JSON.parse(config!.data as string);

/** Wednesday 2026-05-06, 09:00–11:00 local time. */
export const ROOM_START = new Date(2026, 4, 6, 9, 0).getTime();
export const ROOM_END = new Date(2026, 4, 6, 11, 0).getTime();

export const room = (id: number, name: string, extra: Partial<Room> = {}): Room => ({
  id,
  name,
  startTime: ROOM_START,
  endTime: ROOM_END,
  place: '行政楼305',
  onlineLink: null,
  capacity: 10,
  assessments: [],
  createTime: TIME,
  ...extra,
});

export const team = (id: number, name: string, extra: Partial<Team> = {}): Team => ({
  id,
  name,
  description: null,
  memberCount: 2,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

export const member = (id: number, name: string, extra: Partial<Member> = {}): Member => ({
  id,
  teamId: 1,
  name,
  title: '高级工程师',
  organisation: '中国矿业大学',
  phone: null,
  user: null,
  enterpriseId: null,
  createTime: TIME,
  ...extra,
});

export const CRITERIA = [
  { name: '功能完整性', weight: 60 },
  { name: '易用性', weight: 40 },
];

export const assess = (id: number, extra: Partial<Assess> = {}): Assess => ({
  id,
  title: '综采仿真 V2.0 接入考核',
  status: 'assessing',
  accessId: 5,
  soft: { id: 3, name: '综采仿真', version: 'V2.0' },
  vendor: { id: 9, name: '示例煤业集团' },
  team: { id: 1, name: '采煤专家组' },
  room: {
    id: 2,
    name: '第一考核室',
    startTime: ROOM_START,
    endTime: ROOM_END,
    place: '行政楼305',
    onlineLink: null,
  },
  passScore: 60,
  criteria: CRITERIA,
  expertCount: 2,
  scoredCount: 2,
  total: 70,
  needsDiscussion: false,
  comment: null,
  decidedAt: null,
  createTime: TIME,
  ...extra,
});

export const assessDetail = (id: number, extra: Partial<AssessDetail> = {}): AssessDetail => ({
  ...assess(id),
  experts: [
    {
      memberId: 1,
      memberName: '张工',
      scores: [
        { criterion: '功能完整性', score: 90 },
        { criterion: '易用性', score: 85 },
      ],
      total: 88,
      comment: '功能完整',
      updateTime: TIME,
    },
    {
      memberId: 2,
      memberName: '李工',
      scores: [
        { criterion: '功能完整性', score: 50 },
        { criterion: '易用性', score: 55 },
      ],
      total: 52,
      comment: '仍需完善',
      updateTime: TIME,
    },
  ],
  ...extra,
});

export const staged = (id: number): StagedAccess => ({
  id,
  soft: { id: 3, name: '综采仿真', version: 'V2.0', category: '采煤' },
  status: 'submitted',
  submittedAt: TIME,
  decidedAt: null,
  comment: null,
  assessment: null,
  timeline: [],
  appKey: null,
  keyIssuedAt: null,
  previousKeyValidUntil: null,
  vendor: { id: 9, name: '示例煤业集团' },
});

export const expertTask = (id: number, extra: Partial<ExpertAssess> = {}): ExpertAssess => {
  const { title, status, soft, room: r, criteria, decidedAt } = assess(id);
  return { id, title, status, soft, room: r, criteria, decidedAt, scored: false, ...extra };
};

export const myScore = (id: number, extra: Partial<MyScore> = {}): MyScore => {
  const { total: _t, needsDiscussion: _n, scoredCount: _s, expertCount: _e, ...rest } = assess(id);
  return {
    assess: rest,
    softDetail: {
      summary: '综采工作面仿真',
      description: '<p>支持<strong>三维</strong>漫游</p>',
      launchUrl: null,
    },
    scores: null,
    total: null,
    comment: null,
    locked: false,
    ...extra,
  };
};
