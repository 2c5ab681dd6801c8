import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function token(username) {
  const c = await (await fetch(`${base}/auth/code`)).json();
  const r = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: '123456' }) });
  const j = await r.json();
  if (!j.token) throw new Error(JSON.stringify(j) + JSON.stringify(c));
  return j.token.replace(/^Bearer /, '');
}
const shots = [
  ['enterprise', '/#/center/soft', 'center-soft'],
  ['enterprise', '/#/my-soft', 'my-soft'],
  ['enterprise', '/#/my-soft?tab=requests', 'my-soft-requests'],
  ['enterprise', '/#/center/my-soft', 'center-my-soft'],
  ['enterprise', '/#/center/my-assess', 'center-my-assess'],
  ['admin', '/#/assess/room', 'assess-room'],
  ['admin', '/#/assess/assess', 'assess-list'],
  ['expert1', '/#/assess/score', 'assess-score'],
  ['admin', '/#/platform/soft', 'admin-soft'],
  ['admin', '/#/platform/news', 'admin-news'],
];
for (const [user, path, name] of shots) {
  const t = await token(user);
  for (const [w, h, tag] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' });
    await ctx.addCookies([{ name: 'COALSIM_TOKEN', value: `Bearer ${t}`, url: base }]);
    const page = await ctx.newPage();
    await page.goto(base + path);
    await page.waitForTimeout(4000);
    await page.screenshot({ path: `/tmp/shots/${name}-${tag}.png` });
    await ctx.close();
  }
}
await browser.close();
