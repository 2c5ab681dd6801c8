import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import { watchPageProblems } from '../../support/page-guards';
import { nextFrames } from '../../support/settled';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

const PAGES = [
  { name: 'index', path: '/index', heading: '煤炭虚拟仿真空间' },
  { name: 'soft', path: '/soft', heading: '软件中心' },
  { name: 'soft-detail', path: '/soft/detail?id=2', heading: '液压支架电液控制实训平台' },
];
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const size of SIZES) {
  for (const p of PAGES) {
    test(`screenshot of ${p.path} at ${size.width}×${size.height}, without overflow or console problems`, async ({
      page,
    }) => {
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(size);
      const problems = await watchPageProblems(page);
      await page.goto(`/#${p.path}`);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Scroll through the page so every lazy cover comes within 1.3 screens and loads.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += size.height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // Drawn at this offset: the lazy covers' observers have seen it and asked for theirs.
        await nextFrames(page);
      }
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(() =>
          page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)),
        )
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      // The home page's lower sections are drawn only near the viewport (content-visibility: auto),
      // as a visitor scrolls; a full-page capture is not a scroll, so draw them all for the picture.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.screenshot({ path: path.join(OUT, `portal-${p.name}-${size.width}.png`), fullPage: true });
      expect(problems).toEqual([]);
    });
  }
}
