import { createHash } from 'node:crypto';

import { DEMO_SIMULATION_PATH } from './demo-launch.js';

/** Everything the page prints comes from the address: escaped, so a crafted link stays text. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
body{margin:0;background:#f3f6fa;color:#1f2d3d;font:15px/1.7 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif}
main{max-width:760px;margin:32px auto;padding:0 16px}
section{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:16px 20px;margin:16px 0}
h1{font-size:24px;margin:0 0 8px}h2{font-size:17px;margin:0 0 8px}
p{margin:8px 0}ol{margin:8px 0;padding-left:22px}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
pre{background:#1f2d3d;color:#f3f6fa;padding:12px 14px;border-radius:6px;white-space:pre-wrap;word-break:break-all}
.ticket{display:inline-block;background:#eef3f9;padding:2px 8px;border-radius:4px;word-break:break-all}
.muted{color:#5b6b80;font-size:13px}a{color:#0e63c9}
`.trim();

/** The page's one inline style, allowed by its hash: the page runs nothing and loads nothing. */
export const DEMO_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The command that plays the simulation's part for this launch: the address holds the ticket
 * URL-encoded, so it carries no quote, `$` or backtick a shell would act on.
 */
export function simulatorCommand(origin: string, ticket: string | undefined): string {
  const address = ticket
    ? `${origin}${DEMO_SIMULATION_PATH}?${new URLSearchParams({ ticket }).toString()}`
    : '<点击“启动软件”后打开的完整地址>';
  return `npm run simulator -- --url ${origin} --key <AppKey> --secret <AppSecret> --ilab "${address}" --sessions 1`;
}

/**
 * What the demo software's 启动软件 opens: the ticket, what a real simulation would do with it,
 * and the simulator command that completes the session. `origin` is this server as the browser
 * reached it.
 */
export function demoPage(origin: string, ticket: string | undefined): string {
  const ticketPart = ticket
    ? `<p>票据（ticket）：<code class="ticket">${escapeHtml(ticket)}</code></p>
<p class="muted">只能使用一次，10 分钟内有效，只属于刚才点击“启动软件”的账号和这款软件。</p>`
    : `<p>地址中没有票据（ticket）：请在软件详情页、我的接入或我的培训中点击“启动软件”打开本页。</p>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>演示仿真软件 · 启动说明</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>演示仿真软件</h1>
<p>示例数据中的软件没有真正的仿真程序，“启动软件”打开的就是平台自带的这个说明页。真实的仿真软件会在自己的启动地址收到同样的票据。</p>
<section aria-labelledby="ticket-title">
<h2 id="ticket-title">本次启动</h2>
${ticketPart}
</section>
<section aria-labelledby="real-title">
<h2 id="real-title">真实的仿真软件会做什么</h2>
<ol>
<li>从自己的地址中读出 ticket（需 URL 解码，其中可能含有 <code>+</code>、<code>/</code>、<code>=</code>）。</li>
<li>用 ticket、本软件的 AppKey 和签名 MD5(ticket + AppKey + AppSecret) 请求 <code>/open/api/v2/token</code>，换得 access_token，并得知受训人（<code>un</code> 用户名、<code>dis</code> 姓名）。</li>
<li>培训结束后把成绩、用时和操作步骤提交到 <code>/open/api/v2/data_upload</code>：平台存为培训记录，计入培训计划的学时、合格与证书（企业账号自己启动的是练习，只记在启动记录中）。</li>
</ol>
</section>
<section aria-labelledby="cli-title">
<h2 id="cli-title">用模拟器完成本次会话</h2>
<p>在平台的代码目录中运行下面的命令，它以仿真软件的身份完成上面三步，并打印平台保存的记录：</p>
<pre><code>${escapeHtml(simulatorCommand(origin, ticket))}</code></pre>
<p class="muted">AppKey 和 AppSecret 由软件的开发单位在 考核中心 → 接入密钥 中生成（示例数据中用企业账号 enterprise 登录，为已通过考核的软件生成）。票据只能用一次：再次运行请重新点击“启动软件”。完成后可在 培训中心 → 启动记录、培训记录 和员工的 我的培训 中查看。</p>
</section>
<p><a href="/#/index">返回平台首页</a></p>
</main>
</body>
</html>
`;
}
