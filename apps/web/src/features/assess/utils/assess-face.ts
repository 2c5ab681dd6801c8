/**
 * The workspace has two faces on the same pages: the portal's /assess/* and the back office's
 * 考核管理. Only the links between pages differ.
 */
export type AssessFace = 'portal' | 'admin';

/** The portal's pages (spec §2) and the back office's member page (spec admin routes). */
export const ASSESS_PATHS = {
  list: '/assess/assess',
  team: '/assess/team',
  teamDetail: '/assess/teamDetail',
  score: '/assess/score',
  room: '/assess/room',
  adminTeamDetail: '/assessTeamDetail',
} as const;

/** Where a team's 成员 link goes: `/assess/teamDetail?id=` or `/assessTeamDetail?id=`. */
export function teamDetailHref(face: AssessFace, teamId: number): string {
  return `${face === 'admin' ? ASSESS_PATHS.adminTeamDetail : ASSESS_PATHS.teamDetail}?id=${teamId}`;
}
