import { apiSignIn } from '../../support/session';
import { expect, openOnlineUsers, test } from './admin-fixtures';

test.describe('在线用户', () => {
  test('filters by username through the URL and forces a session out', async ({
    admin: page,
    playwright,
    baseURL,
  }) => {
    // A second, separate sign-in of the enterprise account: a session to force out.
    const other = await playwright.request.newContext({ baseURL: baseURL! });
    const token = await apiSignIn(other, 'enterprise');

    await page.goto('/#/home');
    await openOnlineUsers(page);
    await page.getByRole('textbox', { name: '用户名' }).fill('enterprise');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/monitor\/online\?username=enterprise$/);
    const rows = page.getByRole('row').filter({ hasText: 'enterprise' });
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: '强退 enterprise' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(rows).toHaveCount(0);

    // The forced-out token no longer works.
    expect((await other.get('/auth/info', { headers: { Authorization: token } })).status()).toBe(401);
    await other.dispose();
  });

  test('the current session cannot be forced out', async ({ admin: page }) => {
    await page.goto('/#/monitor/online');
    const own = page.getByRole('row').filter({ hasText: '当前会话' });
    await expect(own.getByRole('button', { name: '强退' })).toBeDisabled();
  });
});
