import type { Page } from '@playwright/test';

/**
 * Collects what a user would never see but must not happen: console errors, uncaught
 * exceptions and Content-Security-Policy violations.
 */
export async function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      );
    });
  });
  return problems;
}
