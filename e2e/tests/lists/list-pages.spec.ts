import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { backOfficePages, menuLinks, PHONE, sweepPage, trackRequests, WIDE } from '../../support/list-pages';
import type { ListPage, Sweep } from '../../support/list-pages';
import { arrangeBackOfficeRows, queueCommand } from '../../support/list-rows';
import { signInContext } from '../../support/session';

// Issue 44 §1: every list page of both faces, found from the menus, at 1440 and 390 px. Each
// face is one test in one browser context signed in once; the pages are opened in the app (hash
// navigation), so each costs what a click on its menu costs. Screenshots: e2e/screenshots/lists-*.

/** Sweeps `pages` at 1440 px, then at 390 px, and fails with every problem of every page at once. */
async function sweepAll(page: Page, face: string, pages: () => AsyncIterable<ListPage>): Promise<Sweep> {
  const inFlight = trackRequests(page);
  const sweep: Sweep = { lists: [], problems: [] };
  await page.setViewportSize(WIDE);
  const wide = new Set<string>();
  for await (const target of pages()) await sweepPage(page, inFlight, face, target, wide, sweep);
  await page.setViewportSize(PHONE);
  const phone = new Set<string>();
  for (const { page: target } of sweep.lists) await sweepPage(page, inFlight, face, target, phone, sweep);
  return sweep;
}

/**
 * The portal's pages reachable from its menus: the header's 主导航, the 个人中心 menu and the
 * section tabs of each page opened, breadth first from 个人信息. Yields each page once, as found.
 */
function portalPages(page: Page) {
  return async function* () {
    const queue: ListPage[] = [{ path: '/center/info', title: '个人信息' }];
    const seen = new Set(queue.map((p) => p.path));
    while (queue.length > 0) {
      const next = queue.shift()!;
      yield next;
      for (const link of await menuLinks(page)) {
        if (seen.has(link.path)) continue;
        seen.add(link.path);
        queue.push(link);
      }
    }
  };
}

const titlesOf = (sweep: Sweep) => sweep.lists.map((l) => l.page.title);

test.describe('list pages read at 1440 and 390 px', () => {
  test.describe.configure({ timeout: 600_000 });

  test('back office: every page of the sidebar', async ({ context, page, baseURL }) => {
    const token = await signInContext(context, baseURL!, 'admin');
    const cleanUp = await arrangeBackOfficeRows(context.request);
    try {
      const pages = await backOfficePages(context.request, token);
      const sweep = await sweepAll(page, 'admin', async function* () {
        yield* pages;
      });
      expect(titlesOf(sweep)).toEqual(
        expect.arrayContaining(['设备控制', '部署管理', '考核列表', '数据库备份']),
      );
      expect(sweep.problems).toEqual([]);
    } finally {
      await cleanUp();
    }
  });

  test('portal, enterprise account: 个人中心 and the sections of its menus', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInContext(context, baseURL!, 'enterprise');
    const cleanUp = await queueCommand(context.request);
    try {
      const sweep = await sweepAll(page, 'enterprise', portalPages(page));
      expect(titlesOf(sweep)).toEqual(expect.arrayContaining(['设备管理', '设备控制', '员工管理']));
      expect(sweep.problems).toEqual([]);
    } finally {
      await cleanUp();
    }
  });

  test('portal, personal account: 个人中心 and the sections of its menus', async ({
    context,
    page,
    baseURL,
  }) => {
    await signInContext(context, baseURL!, 'worker');
    const sweep = await sweepAll(page, 'worker', portalPages(page));
    expect(titlesOf(sweep)).toEqual(expect.arrayContaining(['我的培训']));
    expect(sweep.problems).toEqual([]);
  });
});
