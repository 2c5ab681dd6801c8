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

  it('shows the placeholder at once when there is no picture', () => {
    render(<LazyImage src={null} alt="无封面" />);
    expect(screen.getByRole('img', { name: '无封面' }).tagName).toBe('SPAN');
  });
});
