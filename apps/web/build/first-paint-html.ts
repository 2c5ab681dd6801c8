import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** The entry's stylesheets go into the page as <style> elements. */
function inlineEntryStyles(html: string, bundle: OutputBundle): string {
  let out = html;
  for (const [fileName, file] of Object.entries(bundle)) {
    if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
    if (!link.test(out)) continue;
    // The styles go into the page; the link stays, disabled (never fetched), because lazy chunks
    // that import from the entry list its stylesheet among what to load first, and Vite's loader
    // skips a stylesheet that the page already links.
    out = out.replace(
      link,
      (tag) =>
        `<style>${String(file.source).replaceAll('</', '<\\/')}</style>\n    ${tag.replace('<link ', '<link disabled ')}`,
    );
  }
  return out;
}

/**
 * The scripts are fetched at low priority: the first paint (the splash) needs none of them, and
 * nothing else on the page competes with them. Lighthouse's simulation counts a script that
 * arrived before the first paint as holding it back, and on this machine they always arrive first.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * Shapes index.html for the first paint on a slow phone:
 * - the entry stylesheet (reset and page basics, a few KB) is inlined: a linked stylesheet blocks
 *   the first paint until it arrives, and on a slow connection it arrives behind the scripts
 *   downloading at the same time. The server's CSP allows <style> elements.
 * - the scripts are fetched at low priority, since the first paint needs none of them.
 */
export function firstPaintHtml(): Plugin {
  return {
    name: 'coalsim-first-paint-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      html.source = lowPriorityScripts(inlineEntryStyles(String(html.source), bundle));
    },
  };
}
