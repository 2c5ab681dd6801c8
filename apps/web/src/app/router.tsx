import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';

import { routes } from './routes';

/**
 * Hash routing (spec §2): the server only ever serves index.html at `/`, and deep links survive
 * any static host. Created on mount, not at import, so tests can import `routes` freely.
 */
export function AppRouter() {
  const [router] = useState(() => createHashRouter(routes));
  return <RouterProvider router={router} />;
}
