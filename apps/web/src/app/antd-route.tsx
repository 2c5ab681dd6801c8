import { Outlet } from 'react-router-dom';

import { AntdProvider } from './antd-provider';

/** The layout route around every page that renders antd (`under-antd.ts`): its provider, loaded with them. */
export function AntdRoute() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
