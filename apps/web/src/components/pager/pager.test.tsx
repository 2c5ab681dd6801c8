import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Pager, pageItems } from './pager';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('Pager', () => {
  it('names its buttons, marks the current page and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<Pager page={2} total={30} pageSize={12} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
    expect(nav).toBeInTheDocument();
  });

  it('disables the steps at the ends and hides itself for a single page', () => {
    const { rerender } = render(<Pager page={3} total={30} pageSize={12} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    rerender(<Pager page={1} total={12} pageSize={12} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});
