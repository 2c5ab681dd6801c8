import { paths } from '../../../config/paths';

/** The account type that may enter the gated sections (spec §1, §6; DESIGN §2). */
export const ENTERPRISE_ROLE = 2;

export const GATE_TITLE = '提示';

/** Spec §5, verbatim; 培训中心's text names 考核中心 as the spec does (DESIGN §3). */
export const GATE_ALERTS = {
  stats: '当前角色无法进入统计分析！',
  access: '当前角色无法进入软件接入！',
  train: '当前角色无法进入考核中心！',
} as const;

export type PortalGate = keyof typeof GATE_ALERTS;

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Which gated section a path belongs to, if any. */
export function gateOf(pathname: string): PortalGate | null {
  // A trainee's exam has a /train address but is a staff account's own page, not 培训中心's:
  // the server lets in only the exam's candidates.
  if (under(pathname, paths.examTake)) return null;
  if (under(pathname, paths.stats)) return 'stats';
  if (under(pathname, paths.mySoft)) return 'access';
  if (under(pathname, paths.trainPlan) || under(pathname, '/train')) return 'train';
  return null;
}

export interface GateSession {
  signedIn: boolean;
  /** `user.role`; undefined while the user is still loading. */
  role: number | undefined;
  /** `user.expert`: an individual account on an expert team. */
  expert?: boolean;
}

/** Where 考核中心 opens for an expert: 考核评分, their own part of the section. */
export const EXPERT_ASSESS = `${paths.assess}/score`;

export type GateDecision =
  { kind: 'open' } | { kind: 'alert'; title: string; text: string } | { kind: 'redirect'; to: string };

/**
 * Whether going to `pathname` may proceed. Signed-out visitors proceed (the route guard sends them
 * to login with the path as redirect), and so does a session whose user has not arrived yet: the
 * guard holds the page until it has, and the portal shell then decides again.
 */
export function decideGate(pathname: string, { signedIn, role, expert }: GateSession): GateDecision {
  const gate = gateOf(pathname);
  if (!gate || !signedIn || role === undefined || role === ENTERPRISE_ROLE) return { kind: 'open' };
  // 考核中心 is 软件接入 for enterprises and 考核评分 for experts; any other role gets spec §5's alert.
  if (gate === 'access' && expert) return { kind: 'redirect', to: EXPERT_ASSESS };
  return { kind: 'alert', title: GATE_TITLE, text: GATE_ALERTS[gate] };
}
