import { describe, expect, it } from 'vitest';

import { isActive, PORTAL_NAV } from './portal-nav';

const activeAt = (pathname: string) => PORTAL_NAV.filter((i) => isActive(i, pathname)).map((i) => i.label);

describe('portal navigation highlight', () => {
  it('highlights 培训中心 on its pages, but not on a trainee’s exam', () => {
    expect(activeAt('/train/train')).toEqual(['培训中心']);
    expect(activeAt('/train/exam')).toEqual(['培训中心']);
    expect(activeAt('/train/exam/results')).toEqual(['培训中心']);
    expect(activeAt('/train/exam/take')).toEqual([]);
  });
});
