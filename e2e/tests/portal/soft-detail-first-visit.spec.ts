import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The newest published software, as the portal's list hands it out. */
async function publishedSoft(request: APIRequestContext) {
  const res = await request.get('/api/portal/soft?page=0&size=1');
  const [soft] = ((await res.json()) as { content: Array<{ id: number; name: string }> }).content;
  expect(soft).toBeDefined();
  return soft!;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a first visit of a software on a phone: one detail request, before the app’s code, no layout shift, the lead picture shown at once', async ({
  page,
}) => {
  const soft = await publishedSoft(page.request);
  const detailUrl = new RegExp(`/api/portal/soft/${soft.id}$`);
  let detailRequests = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The answer is held until the skeleton has been checked, so the test sees the loading state.
  await page.route(detailUrl, async (route) => {
    detailRequests += 1;
    await held;
    await route.continue();
  });

  // Layout shifts summed from the very start, as Lighthouse's CLS counts them.
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!e.hadRecentInput) w.__layoutShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Every request of the visit, in the order the browser starts them.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`/#/soft/detail?id=${soft.id}`);
  const skeleton = page.getByRole('status', { name: '软件详情加载中' });
  await expect(skeleton).toBeVisible();
  // While the details load, the footer stays below the fold: it does not show and then jump down.
  const footerTop = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(844);
  release();

  await expect(page.getByRole('heading', { level: 1, name: soft.name })).toBeVisible();
  const lead = page.getByRole('img', { name: `${soft.name} 截图 1` });
  await expect(lead).toBeVisible();
  // The lead picture is the page's largest paint: drawn at once, without the thumbnails' fade-in.
  expect(await lead.evaluate((img) => getComputedStyle(img).transitionDuration)).toBe('0s');
  expect(await lead.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  // index.html asks for the details before the app's code, and the app takes that answer: one
  // request in all.
  expect(detailRequests).toBe(1);
  const detailAt = requested.indexOf(`/api/portal/soft/${soft.id}`);
  const entryAt = requested.findIndex((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));
  expect(detailAt).toBeGreaterThanOrEqual(0);
  expect(entryAt).toBeGreaterThan(detailAt);
  // Read after two more frames: the browser reports a frame's shifts once it is presented.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { __layoutShift: number }).__layoutShift)),
          ),
        ),
      ),
  );
  expect(shift).toBeLessThan(0.01);
});
