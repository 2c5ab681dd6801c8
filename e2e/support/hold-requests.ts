import type { Page, Request } from '@playwright/test';

/**
 * Holds every request matching `url` (except those `passes` lets through) until the returned
 * function is called: for looking at what the app shows while it waits.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  passes: (request: Request) => boolean = () => false,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!passes(route.request())) await held;
    await route.continue();
  });
  return release;
}
