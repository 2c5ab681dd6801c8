import AxeBuilder from '@axe-core/playwright';

import { expect, openOnlineUsers, sidebar, test } from './admin-fixtures';

/** The settings panel's presets (apps/web/src/stores/settings-store.ts THEME_PRESETS). */
const PRESETS = ['#1890ff', '#409EFF', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

test.describe('theme presets keep the sidebar readable', () => {
  test('axe finds no contrast problem in the sidebar with any preset', async ({ admin: page }) => {
    await page.goto('/#/home');
    // A selected item inside an open submenu, the case that sank into the navy with #304156.
    await openOnlineUsers(page);
    const selected = sidebar(page).locator('.ant-menu-item-selected');
    await expect(selected).toHaveCount(1);
    await page.getByRole('button', { name: '打开布局设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统布局设置' });
    const fills = new Set<string>();
    for (const preset of PRESETS) {
      await drawer.getByRole('radio', { name: preset }).click();
      await expect(drawer.getByRole('radio', { name: preset })).toHaveAttribute('aria-checked', 'true');
      // The fill changes with the preset (wait for it before measuring).
      await expect
        .poll(async () => selected.evaluate((el) => getComputedStyle(el).backgroundColor))
        .not.toBe([...fills].at(-1));
      fills.add(await selected.evaluate((el) => getComputedStyle(el).backgroundColor));
      const result = await new AxeBuilder({ page })
        .include('#admin-sidebar')
        .withRules(['color-contrast'])
        .analyze();
      expect(
        result.violations.flatMap((v) => v.nodes.map((n) => `${preset}: ${n.failureSummary ?? v.id}`)),
      ).toEqual([]);
      // Axe checks the text; the item must also stand apart from the navy around it.
      const ratio = await selected.evaluate((el) => {
        const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const lum = ([r, g, b]: number[]) =>
          [r!, g!, b!]
            .map((v) => v / 255)
            .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
            .reduce((sum, s, i) => sum + s * [0.2126, 0.7152, 0.0722][i]!, 0);
        const item = lum(rgb(getComputedStyle(el).backgroundColor));
        const around = lum(
          rgb(getComputedStyle(el.closest('nav')!.querySelector('.ant-menu')!).backgroundColor),
        );
        return (Math.max(item, around) + 0.05) / (Math.min(item, around) + 0.05);
      });
      expect(ratio, `${preset}: selected item against the sidebar`).toBeGreaterThanOrEqual(1.5);
    }
    expect(fills.size).toBe(PRESETS.length);
  });
});
