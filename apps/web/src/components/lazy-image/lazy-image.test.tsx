import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LAZY_ROOT_MARGIN, LazyImage } from './lazy-image';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

let observed: { callback: Callback; options?: IntersectionObserverInit } | undefined;

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observed = { callback, options };
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = undefined;
});

describe('LazyImage', () => {
  it('waits until the frame is within 1.3 viewports, then loads once and shows a placeholder on failure', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<LazyImage src="/file/demo/a.svg" alt="封面" />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(observed?.options?.rootMargin).toBe(LAZY_ROOT_MARGIN);
    expect(LAZY_ROOT_MARGIN).toBe('30% 0px');

    act(() => observed?.callback([{ isIntersecting: true }]));
    const img = screen.getByRole('img', { name: '封面' });
    expect(img).toHaveAttribute('src', '/file/demo/a.svg');

    fireEvent.error(img);
    // One attempt only: the placeholder replaces the image, no new request is made.
    expect(screen.getByRole('img', { name: '封面' }).tagName).toBe('SPAN');
  });

  it('loads an eager image at once and at high priority, a lazy one without a priority', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <>
        <LazyImage src="/file/demo/lead.svg" alt="首图" eager />
        <LazyImage src="/file/demo/later.svg" alt="后图" />
      </>,
    );
    expect(screen.getByRole('img', { name: '首图' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('img', { name: '后图' })).not.toBeInTheDocument();

    act(() => observed?.callback([{ isIntersecting: true }]));
    expect(screen.getByRole('img', { name: '后图' })).not.toHaveAttribute('fetchpriority');
  });

  it('shows the placeholder at once when there is no picture', () => {
    render(<LazyImage src={null} alt="无封面" />);
    expect(screen.getByRole('img', { name: '无封面' }).tagName).toBe('SPAN');
  });
});
