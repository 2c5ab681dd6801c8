import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { createQueryClient } from '../lib/query-client';

/**
 * Renders one page (or component) at `url` under `path`, with what the app's provider gives it
 * (antd locale and App context, a fresh query cache) but without the admin shell.
 */
export function renderPage(element: ReactElement, url: string, path = url.split('?')[0]!) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    // As the app's provider sets it up: two-character button labels stay unspaced ("确定"). No
    // motion: jsdom never ends a CSS transition, and trees would stay mid-expansion.
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }} theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}
