import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { apiSignIn, signInContext } from '../../support/session';
import {
  admin,
  img,
  createThroughApi,
  deleteThroughApi,
  marker,
  plantInPortal,
  portal,
  PROBE_PASSWORD,
  restorePortal,
  script,
  type Created,
  type PortalOriginals,
} from './xss-fixtures';

/**
 * The page under test, with every alert/confirm/prompt recorded (and dismissed) along with console
 * errors and CSP violations. The CSP already blocks inline handlers, so a dialog alone would miss
 * markup rendered as HTML: each test also looks for the injected elements and the CSP's reports.
 */
const test = base.extend<{ guarded: Page }>({
  guarded: async ({ page }, use) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    const problems = await watchPageProblems(page);
    await use(page);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('script', { hasText: 'alert(' })).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  },
});

/**
 * The payload is on screen as the characters it is made of: rendered, and rendered as text. A
 * first visit loads the page's code, which on a busy 2-core machine can outlast one default wait.
 */
async function expectLiteral(page: Page, ...texts: string[]) {
  for (const text of texts) {
    const shown = page.getByText(text, { exact: true }).filter({ visible: true });
    await expect(shown.first()).toBeVisible({ timeout: 15_000 });
  }
}

// One server and database serve every spec: what this one changes is undone in afterAll.
test.describe.configure({ mode: 'serial' });

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
let api: APIRequestContext;
let adminToken: string;
const created: Created = {};
let originals: PortalOriginals | undefined;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL });
  adminToken = await apiSignIn(api, 'admin');
  await createThroughApi(api, adminToken, created);
  originals = await plantInPortal();
});

test.afterAll(async () => {
  try {
    if (originals) await restorePortal(originals);
  } finally {
    await deleteThroughApi(api, adminToken, created);
    await api.dispose();
  }
});

test.describe('back office, as the super admin', () => {
  test.beforeEach(async ({ context }) => {
    await signInContext(context, baseURL, 'admin');
  });

  test('用户管理 shows the nickname and role names as text', async ({ guarded: page }) => {
    await page.goto(`/#/system/user?blurry=${admin.username}`);
    await expectLiteral(page, admin.nickName);
    await expect(page.getByRole('row').filter({ hasText: admin.username })).toContainText(admin.roleName);
  });

  test('角色管理 shows the role name and description as text', async ({ guarded: page }) => {
    await page.goto(`/#/system/role?blurry=${marker}`);
    await expectLiteral(page, admin.roleName, admin.roleDescription);
  });

  test('菜单管理 shows the menu title as text', async ({ guarded: page }) => {
    await page.goto(`/#/system/menu?blurry=${marker}`);
    await expectLiteral(page, admin.menuTitle);
  });

  test('字典管理 shows the description and the detail label as text', async ({ guarded: page }) => {
    await page.goto(`/#/system/dict?blurry=${admin.dictName}&dict=${admin.dictName}`);
    await expectLiteral(page, admin.dictDescription);
    await expect(page.getByRole('region', { name: '字典详情' })).toContainText(admin.detailLabel);
  });
});

test('the header shows the signed-in user’s nickname as text', async ({ context, guarded: page }) => {
  await signInContext(context, baseURL, admin.username, PROBE_PASSWORD);
  await page.goto('/#/home');
  const userMenu = page.getByRole('button', { name: `用户菜单：${admin.nickName}` });
  await expect(userMenu).toBeVisible({ timeout: 15_000 });
  await expect(userMenu).toContainText(admin.nickName);
});

test.describe('portal, signed out', () => {
  test('the home page shows the newest software and news as text', async ({ guarded: page }) => {
    await page.goto('/#/index');
    await expectLiteral(page, portal.softName, portal.softSummary, portal.vendorName);
    await expectLiteral(page, portal.newsTitle, portal.newsSummary);
  });

  test('the software centre shows name, summary and vendor as text', async ({ guarded: page }) => {
    await page.goto('/#/soft');
    await expect(page.getByRole('heading', { level: 3, name: portal.softName })).toBeVisible({
      timeout: 15_000,
    });
    await expectLiteral(page, portal.softSummary, portal.vendorName);
  });

  test('a software detail shows every text field as text', async ({ guarded: page }) => {
    await page.goto(`/#/soft/detail?id=${originals!.soft.id}`);
    await expect(page.getByRole('heading', { level: 1, name: portal.softName })).toBeVisible({
      timeout: 15_000,
    });
    await expectLiteral(page, portal.softSummary, portal.vendorName, ...portal.softParagraphs);
  });

  test('the news list shows title and summary as text', async ({ guarded: page }) => {
    await page.goto('/#/new');
    await expectLiteral(page, portal.newsTitle, portal.newsSummary);
  });

  test('markup sent to 资讯管理 reaches the portal without its script or handlers', async ({
    guarded: page,
  }) => {
    const headers = { authorization: adminToken };
    const res = await api.post('/api/news', {
      headers,
      data: {
        title: `${marker} 富文本`,
        category: 'notice',
        summary: `${marker} 摘要`,
        content: `<p>${marker} 正文<strong>加粗</strong></p>${script(40)}${img(41)}<a href="javascript:alert(42)">链接</a>`,
        author: marker,
        status: 'published',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const news = (await res.json()) as { id: number; content: string };
    expect(news.content).not.toMatch(/script|onerror|javascript:/);
    try {
      await page.goto(`/#/new/detail?id=${news.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${marker} 富文本` })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText(`${marker} 正文`)).toBeVisible();
      await expect(page.locator('strong', { hasText: '加粗' })).toBeVisible();
      await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    } finally {
      await api.delete('/api/news', { headers, data: [news.id] });
    }
  });

  test('a news detail shows title and body as text', async ({ guarded: page }) => {
    await page.goto(`/#/new/detail?id=${originals!.news.id}`);
    await expect(page.getByRole('heading', { level: 1, name: portal.newsTitle })).toBeVisible({
      timeout: 15_000,
    });
    await expectLiteral(page, ...portal.newsParagraphs);
  });
});
