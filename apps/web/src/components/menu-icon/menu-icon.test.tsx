import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MenuIcon, PICKABLE_ICON_NAMES } from './menu-icon';

const iconClass = (name: string | null) =>
  render(<MenuIcon name={name} />).container.firstElementChild?.className;

describe('MenuIcon', () => {
  it('draws the icons the seeded menus name', () => {
    expect(iconClass('timing')).toContain('anticon-field-time');
    expect(iconClass('sys-tools')).toContain('anticon-tool');
    expect(iconClass('storage')).toContain('anticon-folder-open');
  });

  it('gives every pickable name a picture of its own, and unknown names the neutral square', () => {
    for (const name of PICKABLE_ICON_NAMES.filter((n) => n !== 'app'))
      expect(iconClass(name), name).not.toContain('anticon-appstore');
    expect(iconClass('no-such-icon')).toContain('anticon-appstore');
    expect(iconClass('constructor')).toContain('anticon-appstore');
    expect(iconClass(null)).toContain('anticon-appstore');
  });
});
