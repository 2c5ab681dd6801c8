import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { soft } from '../../db/tables/soft.table.js';
import { DEMO_ACCESS_SOFT } from '../../seed/demo/seed-access.js';
import { signIn } from '../../testing/auth-helpers.js';
import { buildTestApp } from '../../testing/build-test-app.js';
import { demoVendorKeys, launchTicket } from '../../testing/train-fixtures.js';
import { demoLaunchOrigin, demoLaunchUrl } from './demo-launch.js';

const SIMULATOR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../tools/simulator.mjs',
);

/** The page's words as a reader sees them: tags dropped, entities read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Splits the page's command line as a shell would (its one quoted argument included). */
const argsOf = (command: string) =>
  [...command.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, bare]) => quoted ?? bare!);

function simulator(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SIMULATOR, ...args], { timeout: 30_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
  });
}

// Issue 44: 启动软件 on the demo software opened https://sim.demo-coal.cn/…, which does not exist.
describe('the demo software’s launch page', async () => {
  const { app, db } = await buildTestApp();
  const [published] = await db
    .select({ id: soft.id, launchUrl: soft.launchUrl })
    .from(soft)
    .where(eq(soft.name, DEMO_ACCESS_SOFT.published));

  it('is where the seeded demo software launches, and answers 200 with the ticket and the command', async () => {
    expect(published!.launchUrl).toBe(demoLaunchUrl(demoLaunchOrigin()));
    const { url, ticket } = await launchTicket(app, await signIn(app, 'worker'), published!.id);
    const launched = new URL(url);
    const res = await app.inject({ method: 'GET', url: `${launched.pathname}${launched.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const text = textOf(res.body);
    expect(text).toContain(ticket);
    expect(text).toContain('/open/api/v2/token');
    expect(text).toContain('考核中心 → 接入密钥');
    // The command names this very launch: its address with the ticket, URL-encoded.
    const encoded = new URLSearchParams({ ticket }).toString();
    expect(text).toContain(
      `npm run simulator -- --url http://localhost:80 --key <AppKey> --secret <AppSecret> --ilab "http://localhost:80/demo/simulation?${encoded}" --sessions 1`,
    );
  });

  it('shows a command that completes the session once the keys are filled in', async () => {
    const vendor = await demoVendorKeys(app, await signIn(app, 'enterprise'));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    afterAll(() => app.server.close());
    const { url } = await launchTicket(app, await signIn(app, 'worker'), vendor.softId);
    // As the browser opens it: this server, over HTTP, so --url is the address it was reached at.
    const page = await fetch(`${address}${new URL(url).pathname}${new URL(url).search}`);
    const command = /npm run simulator -- .*/.exec(textOf(await page.text()))![0];
    expect(command).toContain(`--url ${address}`);
    // After `npm run simulator --`: what npm hands to the script.
    const args = argsOf(command)
      .slice(4)
      .map((a) => (a === '<AppKey>' ? vendor.appKey : a === '<AppSecret>' ? vendor.appSecret : a));
    const run = await simulator(args);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('已上报 1 条培训记录。');
  });

  it('prints a crafted address as text, runs and loads nothing, and keeps no copy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/demo/simulation?ticket=${encodeURIComponent('<script>alert(1)</script>"$(id)')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(textOf(res.body)).toContain('<script>alert(1)</script>"$(id)');
    // In the command the ticket is URL-encoded: no quote or $( for a shell to act on.
    expect(res.body).toContain('%3Cscript%3Ealert%281%29%3C%2Fscript%3E%22%24%28id%29');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says where a ticket comes from when the address has none', async () => {
    const res = await app.inject({ method: 'GET', url: '/demo/simulation' });
    expect(res.statusCode).toBe(200);
    expect(textOf(res.body)).toContain('地址中没有票据');
    expect(textOf(res.body)).toContain('--ilab "<点击“启动软件”后打开的完整地址>"');
  });
});
