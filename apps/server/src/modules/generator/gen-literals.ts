/**
 * The only ways text from the database (labels, comments, defaults) enters generated code. Every
 * template goes through these: a string literal that holds exactly the text, or comment text
 * that cannot end its comment. Nothing from the database is ever pasted into code as is.
 */

/** Line and paragraph separators end a line comment and, before ES2019, a string too. */
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function escapeChar(ch: string): string {
  switch (ch) {
    case '\\':
      return '\\\\';
    case "'":
      return "\\'";
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    // `</script>` and `<!--` stay inert wherever the file is pasted or served.
    case '<':
      return '\\u003c';
    default:
      return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
}

/**
 * A single-quoted TypeScript string literal whose value is exactly `text`: quotes, backslashes,
 * line breaks, control characters, U+2028/9 and `<` escaped. `${` and backticks need nothing
 * outside a template literal, and templates never put text into one.
 */
export function tsString(text: string): string {
  const clean = text.replace(LONE_SURROGATE, '\uFFFD');
  // eslint-disable-next-line no-control-regex
  return `'${clean.replace(/[\\'\n\r\t<\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, escapeChar)}'`;
}

/** One line of plain text: line breaks and runs of spaces become one space, control characters go, length is capped. */
export function oneLine(text: string, max = 200): string {
  const flat = text
    .replace(LONE_SURROGATE, '')
    .replace(LINE_BREAKS, ' ')
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Text for inside a `/** … *\/` or `//` comment: one line, and no `*\/` that would end the comment
 * (a space splits it: `* /`). What follows can only ever be comment text.
 */
export function commentText(text: string, max = 200): string {
  return oneLine(text, max).replace(/\*\//g, '* /');
}

/** Text for a Markdown paragraph or table cell: one line, and no markup or HTML of its own. */
export function markdownText(text: string, max = 200): string {
  return oneLine(text, max).replace(/[\\`*_[\]<>|#~!]/g, (c) => `\\${c}`);
}

/** The label a column gets by default: the first line of its comment, else its name. */
export function labelFrom(comment: string, fallback: string): string {
  const first = comment.split(LINE_BREAKS)[0] ?? '';
  const label = oneLine(first, 50);
  return label || fallback;
}
