import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { whenRouterReady } from './router';

describe('whenRouterReady', () => {
  it('waits until the first page code has loaded', async () => {
    let release: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      release = resolve;
    });
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: async () => {
          await code;
          return { Component: () => null };
        },
      },
    ]);
    let ready = false;
    const waiting = whenRouterReady(router).then(() => {
      ready = true;
    });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    expect(router.state.initialized).toBe(false);

    release();
    await waiting;
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['/']);
    router.dispose();
  });

  it('is ready at once when no route of the address loads code', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(whenRouterReady(router)).resolves.toBeUndefined();
    router.dispose();
  });
});
