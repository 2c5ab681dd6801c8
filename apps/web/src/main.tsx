import 'antd/dist/reset.css';
import './styles/global.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { bootstrapSession } from './app/guard/session-bootstrap';
import { AppProvider } from './app/provider';
import { createAppRouter, whenRouterReady } from './app/router';
import { createQueryClient } from './lib/query-client';
import { useUserStore } from './stores/user-store';

// zod probes `new Function` to speed up parsing; our CSP forbids eval, and the probe alone
// would be reported as a violation. Parsing without it is fast enough for forms. zod reads this
// shared global config when it loads (it is how copies of zod agree), so setting it here keeps
// zod itself out of the first load: only the pages that validate fetch it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/** Lets the browser run what is waiting (input, paint) before the next step of the start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Start-up in steps, each its own task, so none holds the main thread for long on a slow phone:
// the router (it matches the address and starts loading the page's code) after the modules have
// run, then the first render once that code is here (see `whenRouterReady`). The first render is
// a transition: React renders it in slices that yield to the browser every few milliseconds. The
// splash or landing frame stays on screen until the page replaces it.
async function start(root: HTMLElement): Promise<void> {
  // A signed-in visit asks for its session (user, then menus) now, while the page's code is still
  // on its way: the route guard would ask only once that code had loaded and rendered, and every
  // signed-in page waits for the answer (issue 44 §4). The guard then finds the request in flight.
  if (useUserStore.getState().token) void bootstrapSession();
  await nextTask();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await whenRouterReady(router);
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProvider client={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start(container);
