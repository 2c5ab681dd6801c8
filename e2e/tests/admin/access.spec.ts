import { expect, test } from '@playwright/test';

import { signInContext } from '../../support/session';

test('a portal account opening the back office lands on /401 (the server answers 403)', async ({
  context,
  page,
  baseURL,
}) => {
  await signInContext(context, baseURL!, 'worker');
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/401$/);
  await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible();
});
