import 'antd/dist/reset.css';
import './styles/global.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

// zod probes `new Function` to speed up parsing; our CSP forbids eval, and the probe alone
// would be reported as a violation. Parsing without it is fast enough for forms. zod reads this
// shared global config when it loads (it is how copies of zod agree), so setting it here keeps
// zod itself out of the first load: only the pages that validate fetch it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The first render is a transition: React renders it in slices that yield to the browser every few
// milliseconds instead of one task as long as the whole render (hundreds of milliseconds on a slow
// phone), so the page stays responsive while it builds. The splash stays until the page is ready.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
