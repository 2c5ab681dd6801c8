import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for rich text (software descriptions, news bodies). Every write goes through
 * it on the server, whatever the editor sent, so the portal can render what is stored as HTML.
 * Pictures only from our own storage (`/file/<name>`): no tracking pixels, nothing the CSP would
 * block; links only http(s) and mailto, opened in a new tab without the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^\/file\/[A-Za-z0-9._-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    h1: 'h2',
  },
};
// transformTags adds target/rel after the attribute filter has run.
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'target', 'rel'] };

/** Allow-listed HTML; what is left of `html` once everything outside the list is dropped. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of sanitised HTML, for checks like "is there anything left" and for exports. */
export function richTextToPlain(html: string): string {
  // Block ends and line breaks become spaces, so words of two paragraphs do not run together.
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|h[2-4]|li|blockquote|pre|td|th)>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text (old rows, demo data) as paragraphs of escaped HTML. */
export function plainToRichText(text: string): string {
  const escape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
}
