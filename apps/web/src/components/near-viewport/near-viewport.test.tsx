import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NearViewport } from './near-viewport';

afterEach(() => vi.unstubAllGlobals());

describe('NearViewport', () => {
  it('shows the placeholder until the box nears the visible area, then its children for good', () => {
    let near: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof near) {
          near = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(
      <NearViewport placeholder={<p>加载中</p>}>
        <table aria-label="进行中的培训计划" />
      </NearViewport>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    act(() => near!([{ isIntersecting: false }]));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    act(() => near!([{ isIntersecting: true }]));
    expect(screen.getByRole('table', { name: '进行中的培训计划' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('shows its children at once where the browser cannot observe', () => {
    render(
      <NearViewport placeholder={<p>加载中</p>}>
        <p>内容</p>
      </NearViewport>,
    );
    expect(screen.getByText('内容')).toBeInTheDocument();
  });
});
