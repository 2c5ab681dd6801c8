/** WCAG 2 relative luminance and contrast, for colours the user picks (the theme presets). */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` moved `amount` (0..1) of the way to `towards`. */
export function mix(hex: string, towards: string, amount: number): string {
  const a = parse(hex);
  const b = parse(towards);
  return format(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/** AA for normal text. */
export const TEXT_CONTRAST = 4.5;
/** Enough for a filled block to stand out from what surrounds it (WCAG 1.4.11, non-text). */
export const BLOCK_CONTRAST = 1.6;

/**
 * The fill for a selected item on a dark background, starting from the theme colour: lighter when
 * the colour would sink into the background (#304156, #212121 on navy), darker when white text on
 * it would be hard to read (#1890ff), so every preset stays both visible and readable.
 */
export function selectedFill(theme: string, background: string, text = '#ffffff'): string {
  let fill = theme;
  for (let step = 1; step <= 20 && contrastRatio(fill, background) < BLOCK_CONTRAST; step++) {
    fill = mix(theme, '#ffffff', step * 0.03);
  }
  const lifted = fill;
  for (let step = 1; step <= 20 && contrastRatio(text, fill) < TEXT_CONTRAST; step++) {
    fill = mix(lifted, '#000000', step * 0.03);
  }
  return fill;
}
