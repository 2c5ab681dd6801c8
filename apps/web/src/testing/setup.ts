import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import NProgress from 'nprogress';
import { afterAll, afterEach } from 'vitest';

// The whole suite shares two cores with the server's tests; antd's motion frames and lazy chunks
// can take seconds there, so find*/waitFor wait up to 5 s instead of 1 s before failing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tokens and markers are cookies; a test must never see the previous one's session.
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

// A navigation's progress bar fades out on timers of its own (nprogress, up to twice its 200 ms
// speed). A file's jsdom must outlive them: torn down first, the timer's `document` is gone and
// the run reports an uncaught ReferenceError against whichever file runs then.
afterAll(async () => {
  NProgress.done();
  for (let waited = 0; NProgress.isRendered() && waited < 2_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

// jsdom lacks the browser APIs antd relies on for responsive layout and sizing.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom does no layout, so scrolling is "not implemented" and would log on every route change.
window.scrollTo = () => undefined;
