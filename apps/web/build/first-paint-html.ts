import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

function importedByLazyChunks(bundle: OutputBundle, cssFile: string): boolean {
  return Object.values(bundle).some(
    (file) => file.type === 'chunk' && !file.isEntry && file.viteMetadata?.importedCss.has(cssFile),
  );
}

/** The stylesheet links become <style> elements (their files are then dropped). */
function inlineEntryStyles(html: string, bundle: OutputBundle): string {
  let out = html;
  for (const [fileName, file] of Object.entries(bundle)) {
    if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
    if (!link.test(out)) continue;
    out = out.replace(link, () => `<style>${String(file.source).replaceAll('</', '<\\/')}</style>`);
    // Lazy chunks that import the same stylesheet would fetch the file again: keep the inlined
    // stylesheets to the entry's own.
    if (importedByLazyChunks(bundle, fileName)) throw new Error(`first-paint-html: ${fileName} is also imported by lazy chunks`);
    Reflect.deleteProperty(bundle, fileName);
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
