import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ListEmptyState } from './list-empty-state';

const texts = {
  icon: <span />,
  failedTitle: '任务读取失败',
  noMatch: { title: '没有符合条件的任务', description: '换个条件再查。' },
  nothingYet: { title: '暂无任务', description: '点击“新增”。' },
};

function show(state: { pending?: boolean; failed?: boolean; filtered?: boolean }, onRetry = vi.fn()) {
  return render(
    <ListEmptyState
      pending={state.pending ?? false}
      failed={state.failed ?? false}
      filtered={state.filtered ?? false}
      onRetry={onRetry}
      {...texts}
    />,
  );
}

describe('<ListEmptyState>', () => {
  it('shows a blank while the first page loads', () => {
    const { container } = show({ pending: true, failed: true, filtered: true });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.firstChild).toBeEmptyDOMElement();
  });

  it('says the load failed and offers to try again', () => {
    const onRetry = vi.fn();
    show({ failed: true, filtered: true }, onRetry);
    expect(screen.getByRole('heading', { level: 2, name: '任务读取失败' })).toBeInTheDocument();
    expect(screen.getByText('请稍后再试。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tells "nothing matches" from "nothing yet"', () => {
    const { rerender } = show({ filtered: true });
    expect(screen.getByRole('heading', { name: '没有符合条件的任务' })).toBeInTheDocument();
    expect(screen.getByText('换个条件再查。')).toBeInTheDocument();
    rerender(
      <ListEmptyState
        pending={false}
        failed={false}
        filtered={false}
        onRetry={vi.fn()}
        level={3}
        {...texts}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '暂无任务' })).toBeInTheDocument();
  });
});
