import { expect, test } from '@playwright/test';

/**
 * The page's font stack names a Chinese font before the generic family, so a browser finds Chinese
 * glyphs in the stack instead of asking the system fallback for every run of Chinese text (a large
 * part of each layout on Linux). Linux's WenQuanYi Micro Hei comes through an alias declared at
 * weight 400, so that weight 600 text is still drawn bold (synthesized) where it is the font used.
 */
test('the font stack names Chinese fonts before sans-serif, Linux’s through a regular-weight alias', async ({
  page,
}) => {
  await page.goto('/#/index');
  await expect(page.getByRole('heading', { name: '热门软件' })).toBeVisible();
  const { stack, heading, alias } = await page.evaluate(() => ({
    stack: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    alias: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => ({
        family: rule.style.getPropertyValue('font-family'),
        weight: rule.style.getPropertyValue('font-weight'),
        src: rule.style.getPropertyValue('src'),
      })),
  }));
  const families = stack.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
  expect(families.indexOf('CoalSim Hei')).toBeGreaterThan(families.indexOf('Microsoft YaHei'));
  expect(families.indexOf('CoalSim Hei')).toBeLessThan(families.indexOf('sans-serif'));
  // antd's components (the hero's title among them) follow the same stack.
  expect(heading).toBe(stack);
  expect(alias).toContainEqual({
    family: '"CoalSim Hei"',
    weight: '400',
    src: 'local("WenQuanYi Micro Hei")',
  });
});
