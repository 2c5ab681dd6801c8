import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { RouteError } from './route-error';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([
    { path: '/', loader, Component: () => null, ErrorBoundary: RouteError },
    { path: '/index', Component: () => <p>首页内容</p> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('offers a reload and a way home when a route fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('chunk missing');
    });

    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByText(/请检查网络后重新加载/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  });

  it('names the HTTP status of a failed response', async () => {
    renderFailingRoute(() => {
      throw new Response('', { status: 503, statusText: 'Service Unavailable' });
    });

    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
