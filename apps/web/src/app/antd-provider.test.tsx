import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AntdProvider } from './antd-provider';

function MotionToken() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'animated' : 'still'}</span>;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('AntdProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("turns antd's animations off for a visitor who asks for reduced motion", () => {
    stubReducedMotion(true);
    render(
      <AntdProvider>
        <MotionToken />
      </AntdProvider>,
    );
    expect(screen.getByText('still')).toBeInTheDocument();
  });

  it('keeps them for everyone else', () => {
    stubReducedMotion(false);
    render(
      <AntdProvider>
        <MotionToken />
      </AntdProvider>,
    );
    expect(screen.getByText('animated')).toBeInTheDocument();
  });
});
