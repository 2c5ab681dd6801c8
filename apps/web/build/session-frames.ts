import type { Plugin } from 'vite';

import { ANTD_APP_STYLES_ATTRIBUTE, LINK_HREF } from '../src/app/antd-styles.ts';
import type { FrameAudience, SessionFrameSpec } from '../src/app/prerender-session.tsx';
import { EARLY_REQUESTS_GLOBAL, SESSION_REQUESTS } from '../src/lib/early-requests.ts';
import {
  FRAME_SETTLED_GLOBAL,
  FRAME_SLOT_ATTRIBUTE,
  GREETINGS,
  TODAY_FORMAT,
} from '../src/lib/session-frame.ts';
import { frameStylesheet, shapeFrame } from './landing-frame.ts';
import type { Prerender } from './prerender.ts';

const [INFO, MENUS] = SESSION_REQUESTS;

/**
 * Whether the session's answers (`u` the user, `m` the menus) are the frame's audience, as the
 * app decides what to render for them: an enterprise's account (`useIsEnterpriseUser`, the portal's
 * gates) without a back office (no 管理后台 link in the header).
 */
const AUDIENCE_TEST: Record<FrameAudience, string> = {
  enterprise: `u.role===2&&u.enterprise&&m&&m.length===0`,
  // The back office's audience (the portal header's 管理后台 rule), with the shell's defaults: no
  // picture in the avatar, the default theme (settings-store.ts).
  backOffice: `(u.role===1||m&&m.length>0)&&!u.avatarName&&!/(?:^|;\\s*)theme=/.test(d.cookie)`,
};

interface BuiltSessionFrame {
  spec: SessionFrameSpec;
  /** The frame's markup and stylesheet, by URL. */
  html: string;
  css: string;
  /** The route chunks' own stylesheets, whose rules the frame's holds. */
  chunkCss: string[];
}

/**
 * The inline script in <head>, after the one that asks for the session (`early-requests.ts`). At
 * an address with a frame and with a session asked for, it links the frame's stylesheet (and the
 * chunks' own, disabled, as `landing-frame.ts` does) and antd's, without blocking the splash, and
 * fetches the frame's markup. Once those have arrived and the session's answers say the frame is
 * the account's, it fills the slots (name, greeting, date) and shows the frame in place of the
 * splash, unless the app has rendered already. Any failure leaves the splash. The page's scripts
 * wait for that (`FRAME_SETTLED_GLOBAL`): the largest paint is the frame's, and scripts crossing
 * a slow network meanwhile would only hold it back.
 */
function sessionScript(frames: BuiltSessionFrame[]): string {
  const table = frames.map((f) => ({
    n: f.spec.name,
    h: f.spec.hashes,
    u: f.html,
    c: f.css,
    s: f.chunkCss,
    w: f.spec.audience,
    m: f.spec.media ?? '',
  }));
  const tests = Object.entries(AUDIENCE_TEST)
    .map(([audience, test]) => `${JSON.stringify(audience)}:function(u,m){return ${test}}`)
    .join(',');
  return (
    `(function(){var d=document,e=window.${EARLY_REQUESTS_GLOBAL},f,t=${JSON.stringify(table)},` +
    `w={${tests}},G=${JSON.stringify(GREETINGS)};` +
    `if(!e||!e[${JSON.stringify(INFO)}]||typeof Promise!=='function')return;` +
    `for(var i=0;i<t.length;i++)if(t[i].h.indexOf(location.hash)>=0)f=t[i];` +
    `if(!f||f.m&&!(window.matchMedia&&matchMedia(f.m).matches))return;` +
    `function link(href,disabled){var l=d.createElement('link');l.rel='stylesheet';l.href=href;l.disabled=disabled;d.head.appendChild(l);return l}` +
    `function loaded(l){return new Promise(function(r){l.addEventListener('load',function(){r(1)});l.addEventListener('error',function(){r(0)})})}` +
    `var frame=link(f.c,false),chunks=f.s.map(function(h){return link(h,true)}),a=d.querySelector('link[${ANTD_APP_STYLES_ATTRIBUTE}]'),` +
    `waits=[fetch(f.u).then(function(r){return r.ok?r.text():''}).catch(function(){return ''}),e[${JSON.stringify(INFO)}],e[${JSON.stringify(MENUS)}],loaded(frame)];` +
    // Without the frame's stylesheet the chunks load their own again.
    `frame.addEventListener('error',function(){chunks.forEach(function(l){l.remove()})});` +
    `if(a){waits.push(loaded(a));a.href||(a.href=a.getAttribute('${LINK_HREF}'));a.disabled=false}` +
    `window.${FRAME_SETTLED_GLOBAL}=Promise.all(waits).then(function(r){var u=r[1],m=r[2],root=d.getElementById('root');` +
    `if(!r[0]||!u||!r[3]||r[4]===0||!w[f.w](u,m)||!root||!root.querySelector(':scope>.boot'))return;` +
    `var n=u.nickName||u.username||'',h=new Date().getHours(),g=G[G.length-1][1];` +
    `for(var j=G.length-1;j>=0;j--)if(h<G[j][0])g=G[j][1];` +
    `var s={name:n,initial:n.slice(0,1)||'用',greeting:g,today:new Intl.DateTimeFormat('zh-CN',${JSON.stringify(TODAY_FORMAT)}).format(new Date())},` +
    `box=d.createElement('div');box.className='landing-frame';box.setAttribute('data-frame',f.n);box.innerHTML=r[0];` +
    `box.querySelectorAll('[${FRAME_SLOT_ATTRIBUTE}]').forEach(function(x){x.textContent=s[x.getAttribute('${FRAME_SLOT_ATTRIBUTE}')]||''});` +
    `root.appendChild(box);d.documentElement.setAttribute('data-landing',f.n)}).catch(function(){})})()`
  );
}

/**
 * First frames of the signed-in pages most often opened in a new tab (`SESSION_FRAMES` in
 * `src/app/prerender-session.tsx`), each in files of its own, so that no other page downloads
 * them. On a slow phone a signed-in page's code takes seconds to arrive, and until now the splash
 * stayed meanwhile (issue 44 §4: 4.8–5.6 s before the page's largest text). The frame is the page
 * as the app renders it before its data, for the account the session's early answer names; React's
 * first render replaces it like the splash.
 */
export function sessionFrames(prerender: Prerender): Plugin {
  let root = '';
  return {
    name: 'coalsim-session-frames',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const prerendered = await prerender.load(root);
      const emit = (name: string, source: string) =>
        `/${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`;
      const build = async (spec: SessionFrameSpec): Promise<BuiltSessionFrame> => {
        const frame = shapeFrame(await prerendered.renderSessionFrame(spec));
        const css = frameStylesheet(bundle, root, html, spec.name, frame.css, spec.routeModules);
        return {
          spec,
          html: emit(`${spec.name}-frame.html`, frame.html),
          css: emit(`${spec.name}-frame.css`, css.source),
          chunkCss: css.chunkCss.map((name) => `/${name}`),
        };
      };
      const frames: BuiltSessionFrame[] = [];
      for (const spec of prerendered.SESSION_FRAMES) frames.push(await build(spec));
      if (!html.includes('#root>.landing-frame{display:none}'))
        throw new Error(
          'session-frames: index.html lacks the landing frames’ hiding rule (landing-frame.ts)',
        );
      page.source = html.replace('</head>', () => `  <script>${sessionScript(frames)}</script>\n  </head>`);
    },
  };
}
