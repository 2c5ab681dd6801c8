import type { CurrentUser, ManagedSoft, SoftDetail } from '@coalsim/contract';

import { useUserStore } from '../../../stores/user-store';

const TIME = '2026-05-01T08:00:00.000Z';

export const managedSoft = (id: number, name: string, extra: Partial<ManagedSoft> = {}): ManagedSoft => ({
  id,
  name,
  category: 'mining',
  summary: `${name}的简介`,
  description: '<p>介绍</p>',
  version: '1.0.0',
  cover: null,
  screenshots: [],
  launchUrl: null,
  deviceTypes: [],
  status: 'draft',
  vendor: { id: 7, name: '示例煤业集团' },
  statusReason: null,
  viewCount: 0,
  likeCount: 0,
  collectCount: 0,
  publishedAt: null,
  createTime: TIME,
  updateTime: TIME,
  ...extra,
});

export const softDetail = (extra: Partial<SoftDetail> = {}): SoftDetail => ({
  id: 11,
  name: '综采工作面仿真',
  category: 'mining',
  cover: null,
  summary: '综采工作面的虚拟仿真实训',
  version: '2.1.0',
  vendor: { id: 9, name: '西山煤机' },
  viewCount: 120,
  likeCount: 3,
  collectCount: 1,
  publishedAt: TIME,
  description: '<h2>功能</h2><p>支持<strong>采煤机</strong>操作实训。</p>',
  screenshots: [],
  launchUrl: null,
  liked: false,
  collected: false,
  grant: null,
  ...extra,
});

const dictRow = (id: number, name: string, label: string, value: string) => ({
  id,
  dict: { id: 1, name },
  label,
  value,
  dictSort: id,
});

/** `GET /api/dictDetail` for soft_category, device_type and news_type, by the asked name. */
export function dictReply(config: { params?: { dictName?: string } }) {
  const rows = {
    soft_category: [
      dictRow(1, 'soft_category', '采煤', 'mining'),
      dictRow(2, 'soft_category', '通风', 'ventilation'),
    ],
    device_type: [dictRow(3, 'device_type', 'VR 头显', 'vr'), dictRow(4, 'device_type', '桌面电脑', 'pc')],
    news_type: [
      dictRow(5, 'news_type', '行业动态', 'industry'),
      dictRow(6, 'news_type', '平台公告', 'notice'),
    ],
  } as Record<string, unknown[]>;
  const content = rows[config.params?.dictName ?? ''] ?? [];
  return { status: 200, data: { content, totalElements: content.length } };
}

export const page = <T>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });

/** An enterprise account (type 2) of enterprise 7, verified unless said otherwise. */
export function signInAsEnterprise(
  status: 'verified' | 'pending' | 'rejected' = 'verified',
  enterpriseId = 7,
) {
  const user: CurrentUser = {
    id: 5,
    username: 'enterprise',
    nickName: '示例煤业',
    role: 2,
    avatarName: null,
    email: null,
    phone: null,
    gender: null,
    enterprise: { id: enterpriseId, name: '示例煤业集团', status, rejectReason: null },
    roles: ['ROLE_SYSTEM_DEFAULT'],
  };
  useUserStore.setState({ token: 'Bearer t', user, roles: user.roles });
}
