import { describe, expect, it } from 'vitest';

import { CONSTANT_ADMIN_ROUTES } from './constant-admin-routes';
import { isPageName, pageElement } from './page-registry';

describe('page registry', () => {
  it('knows the seeded server pages and every constant page', () => {
    expect(isPageName('monitor/online/index')).toBe(true);
    expect(isPageName('monitor/log/index')).toBe(true);
    expect(isPageName('monitor/log/errorLog')).toBe(true);
    expect(isPageName('platform/enterprise/index')).toBe(true);
    expect(isPageName('system/timing/index')).toBe(true);
    expect(isPageName('tools/storage/index')).toBe(true);
    for (const route of CONSTANT_ADMIN_ROUTES) expect(isPageName(route.component)).toBe(true);
  });

  it('answers undefined for a name it does not know, including inherited keys', () => {
    expect(pageElement('no/such/page')).toBeUndefined();
    expect(pageElement('toString')).toBeUndefined();
    expect(pageElement('Layout')).toBeUndefined();
  });

  it('gives the same element every time, so a page keeps its state across renders', () => {
    const first = pageElement('monitor/online/index');
    expect(first).toBeDefined();
    expect(pageElement('monitor/online/index')).toBe(first);
  });
});
