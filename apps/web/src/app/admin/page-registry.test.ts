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
    // 考核管理 (its member page is the hidden server route /assessTeamDetail).
    for (const name of [
      'assess/assess/index',
      'assess/team/index',
      'assess/team/detail',
      'assess/room/index',
    ]) {
      expect(isPageName(name)).toBe(true);
    }
    // 平台运营: 软件管理 (its detail is the hidden server route /softMineDetail) and 资讯管理.
    for (const name of ['platform/soft/index', 'platform/soft/detail', 'platform/news/index']) {
      expect(isPageName(name)).toBe(true);
    }
    // 设备控制 (/control) and 部署管理, both from the device feature.
    expect(isPageName('platform/control/index')).toBe(true);
    expect(isPageName('tools/deploy/index')).toBe(true);
    // 服务监控, SQL监控 and API 文档 (issue 34).
    for (const name of [
      'monitor/server/index',
      'monitor/sql/index',
      'tools/swagger/index',
      'tools/generator/index',
      'tools/generator/config',
      'tools/database/index',
    ]) {
      expect(isPageName(name)).toBe(true);
    }
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
