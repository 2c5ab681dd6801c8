import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { createQueryClient } from '../lib/query-client';

const theme: ThemeConfig = {
  token: { colorPrimary: '#1890ff' },
};

// antd would render two-character labels as "登 录"; plain text keeps accessible names and copy exact.
const button = { autoInsertSpace: false };

/**
 * Everything the app needs around the router: antd's locale/theme and its `App` context (which
 * gives notices the theme), and one QueryClient per mounted app so tests never share a cache.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={button}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
