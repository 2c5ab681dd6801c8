import type { Access, Grant, GrantRequest } from '@coalsim/contract';

/** A local date and time as the API sends it (ISO), so the pages show exactly these digits. */
export const at = (month: number, day: number, hour = 9, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

/** Epoch milliseconds of a local time (rooms' start and end). */
export const ms = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).getTime();

export const page = <T>(content: T[]) => ({ status: 200, data: { content, totalElements: content.length } });

export const SOFT_CATEGORIES = page([{ id: 1, label: '采煤仿真', value: 'mining', dictSort: 1 }]);

export function application(id: number, name: string, extra: Partial<Access> = {}): Access {
  return {
    id,
    soft: { id: 100 + id, name, version: '1.0.0', category: 'mining' },
    status: 'submitted',
    submittedAt: at(11, 2),
    decidedAt: null,
    comment: null,
    assessment: null,
    timeline: [
      { status: 'draft', at: at(11, 1), note: null },
      { status: 'submitted', at: at(11, 2), note: null },
    ],
    appKey: null,
    keyIssuedAt: null,
    previousKeyValidUntil: null,
    ...extra,
  };
}

export const ASSESSMENT: NonNullable<Access['assessment']> = {
  id: 9,
  title: '综采仿真接入考核',
  teamName: '采煤专家组',
  room: {
    name: '第一考核室',
    startTime: ms(11, 10, 9),
    endTime: ms(11, 10, 11, 30),
    place: '北京市朝阳区煤炭大厦 301',
    onlineLink: null,
  },
};

export function grantRequest(
  id: number,
  enterprise: string,
  extra: Partial<GrantRequest> = {},
): GrantRequest {
  return {
    id,
    soft: { id: 101, name: '综采工作面仿真' },
    enterprise: { id: 20 + id, name: enterprise, creditCode: '91110000MA0000000X' },
    status: 'pending',
    seats: null,
    validUntil: null,
    reason: null,
    createTime: at(11, 20),
    decidedAt: null,
    ...extra,
  };
}

export function grant(id: number, name: string, extra: Partial<Grant> = {}): Grant {
  return {
    id,
    soft: {
      id: 200 + id,
      name,
      category: 'mining',
      cover: null,
      version: '2.1',
      launchUrl: `https://sim.example.com/${id}`,
      vendor: { id: 30, name: '华能仿真科技' },
    },
    status: 'approved',
    seats: 20,
    validUntil: '2027-12-31',
    valid: true,
    reason: null,
    own: false,
    createTime: at(11, 5),
    decidedAt: at(11, 6),
    ...extra,
  };
}

export { signInAsEnterprise } from '../../../testing/enterprise-session';
