/** RFC 5987 `ext-value`: percent-encoded UTF-8, with the characters that delimit it encoded too. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266: the real name in `filename*` (UTF-8, which every current browser prefers) and
 * `asciiFallback` in `filename` for clients that know no better (quotes and backslashes replaced).
 */
export function contentDisposition(
  type: 'inline' | 'attachment',
  fileName: string,
  asciiFallback: string,
): string {
  return `${type}; filename="${asciiFallback.replace(/["\\]/g, '_')}"; filename*=UTF-8''${extValue(fileName)}`;
}
