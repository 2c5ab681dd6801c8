import { expect } from '@playwright/test';
import type { Browser } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { watchPageProblems } from '../../support/page-guards';

/** What a certificate page must show, as the plan that issued it knows it. */
export interface ExpectedCert {
  code: string;
  /** Masked, as the public page shows it (李*). */
  holder: string;
  enterprise: string;
  plan: string;
  soft: string;
}

/**
 * 证书查验 as a visitor (no session) would use it: the page shows the certificate, its QR code
 * decodes to the page's own address, the print view is the certificate alone, and an unknown code
 * says so. Leaves a screenshot of each under `screenshotPath`.
 */
export async function checkCertificatePage(
  browser: Browser,
  baseURL: string,
  cert: ExpectedCert,
  screenshotPath: (name: string) => string,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems = await watchPageProblems(page);

  await page.goto(`${baseURL}/#/cert/${cert.code}`);
  const certificate = page.getByRole('article', { name: `培训合格证书 ${cert.code}` });
  await expect(certificate).toBeVisible({ timeout: 20_000 });
  for (const text of [cert.holder, cert.enterprise, cert.plan, cert.soft, '有效', '学时', '88 分']) {
    await expect(certificate).toContainText(text);
  }

  // The QR code is a picture of the page's address: read it back from the pixels.
  const qr = certificate.getByRole('figure', { name: '证书查验二维码' }).locator('canvas');
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(`${baseURL}/#/cert/${cert.code}`);

  // Printed: the certificate alone (no navigation, footer or print button).
  const print = page.getByRole('button', { name: /打印证书/ });
  const header = page.locator('header').first();
  await expect(print).toBeVisible();
  await expect(header).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(print).toBeHidden();
  await expect(certificate).toBeVisible();
  await page.screenshot({ path: screenshotPath('cert-print'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.screenshot({ path: screenshotPath('cert-page') });

  // A code nobody was given.
  await page.goto(`${baseURL}/#/cert/ABCDEF123456`);
  await expect(page.getByRole('heading', { name: '未找到该证书' })).toBeVisible();
  await expect(page.getByText('没有编号为 ABCDEF123456 的证书')).toBeVisible();

  // The unknown code's 404 is the browser's one console error here, and the one this asked for.
  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  await context.close();
}
