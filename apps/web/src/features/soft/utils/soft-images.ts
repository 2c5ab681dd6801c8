import type { SoftDetail } from '@coalsim/contract';

/** The pictures a software's detail page shows: its screenshots, or else its cover. */
export function softImages(soft: Pick<SoftDetail, 'screenshots' | 'cover'>): string[] {
  if (soft.screenshots.length > 0) return soft.screenshots;
  return soft.cover ? [soft.cover] : [];
}
