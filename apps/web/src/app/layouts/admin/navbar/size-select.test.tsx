import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';

import { useAppStore } from '../../../../stores/app-store';
import { renderPage } from '../../../../testing/render-page';
import { SIZE_CHANGED, SizeSelect } from './size-select';

afterEach(() => useAppStore.setState({ size: 'small' }));

describe('布局大小', () => {
  it('offers the four sizes in Chinese, marks the current one and applies a choice', async () => {
    const { user } = renderPage(<SizeSelect />, '/home');
    await user.click(screen.getByRole('button', { name: '布局大小' }));
    const items = await screen.findAllByRole('menuitem');
    // The spec's Default / Medium / Small / Mini, in the UI's language.
    expect(items.map((i) => i.textContent)).toEqual(['默认', '中', '小', '迷你']);
    expect(screen.getByRole('menuitem', { name: '小' })).toHaveClass('ant-dropdown-menu-item-selected');

    await user.click(screen.getByRole('menuitem', { name: '迷你' }));
    expect(useAppStore.getState().size).toBe('mini');
    expect(Cookies.get('size')).toBe('mini');
    expect(await screen.findByText(SIZE_CHANGED)).toBeInTheDocument();
  });
});
