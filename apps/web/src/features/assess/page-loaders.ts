import type { ComponentType } from 'react';

/**
 * The assessment pages, each loaded on its first visit. Kept out of the route tables on purpose
 * (as in features/center): the first load carries those tables, and with them the list of files
 * every lazy page needs (the bundler's preload map); from here, that list comes only when one of
 * these pages is opened.
 */
export const assessPageLoaders = {
  layout: async () => (await import('./pages/assess-pages')).AssessLayout,
  home: async () => (await import('./pages/assess-pages')).AssessHome,
  assess: async () => (await import('./pages/assess-list-page')).AssessListPage,
  team: async () => (await import('./pages/teams-page')).TeamsPage,
  teamDetail: async () => (await import('./pages/team-detail-page')).TeamDetailPage,
  score: async () => (await import('./pages/score-page')).ScorePage,
  room: async () => (await import('./pages/rooms-page')).RoomsPage,
  'my-assess': async () => (await import('./pages/applicant-assess-list-page')).ApplicantAssessListPage,
  'my-assess-detail': async () =>
    (await import('./pages/applicant-assess-detail-page')).ApplicantAssessDetailPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AssessPageKey = keyof typeof assessPageLoaders;
