import { describe, expect, it } from 'vitest';

import { THEME_PRESETS } from '../stores/settings-store';
import { BLOCK_CONTRAST, contrastRatio, mix, selectedFill, TEXT_CONTRAST } from './contrast';

const NAVY = '#0f2240';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.21, 1);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it.each(THEME_PRESETS)('keeps a selected item of preset %s visible and its text readable', (preset) => {
    const fill = selectedFill(preset, NAVY);
    expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(fill, NAVY)).toBeGreaterThanOrEqual(BLOCK_CONTRAST);
  });

  it('leaves a colour alone when it already fits', () => {
    expect(selectedFill('#11a983', '#ffffff', '#000000')).toBe('#11a983');
  });
});
