import { signInContext } from '../../support/session';
import { expect, openFromSidebar, sidebar, test } from './system-fixtures';

test('a session forced out from 在线用户 lands on the login page with the expired message', async ({
  admin,
  browser,
  baseURL,
}) => {
  // The operator, signed in in a browser of its own, with the back office open.
  const operatorContext = await browser.newContext();
  await signInContext(operatorContext, baseURL!, 'operator');
  const operator = await operatorContext.newPage();
  await operator.goto('/#/home');
  await expect(sidebar(operator).getByRole('menuitem', { name: '系统管理' })).toBeVisible();

  await admin.goto('/#/home');
  await openFromSidebar(admin, '系统监控', '在线用户');
  await admin.getByRole('textbox', { name: '用户名' }).fill('operator');
  await admin.keyboard.press('Enter');
  const rows = admin.getByRole('row').filter({ hasText: 'operator' });
  await expect(rows).toHaveCount(1);
  await admin.getByRole('button', { name: '强退 operator' }).click();
  await admin.getByRole('button', { name: '确定' }).click();
  await expect(admin.getByText('操作成功')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // Its next request is refused: signed out, on the login page, told why.
  await openFromSidebar(operator, '系统管理', '用户管理').catch(() => undefined);
  await expect(operator).toHaveURL(/#\/login/);
  await expect(operator.getByText('当前登录状态已过期，请重新登录！')).toBeVisible();
  await operatorContext.close();
});
