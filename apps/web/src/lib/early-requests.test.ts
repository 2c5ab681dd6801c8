import { afterEach, describe, expect, it } from 'vitest';

import { EARLY_REQUESTS_GLOBAL, takeEarlyResponse } from './early-requests';

const store = globalThis as Record<string, unknown>;

afterEach(() => {
  delete store[EARLY_REQUESTS_GLOBAL];
});

describe('takeEarlyResponse', () => {
  it('hands the start-up script’s answer to the first caller only', async () => {
    store[EARLY_REQUESTS_GLOBAL] = { '/api/portal/soft/3': Promise.resolve({ id: 3 }) };
    expect(await takeEarlyResponse('/api/portal/soft/3')).toEqual({ id: 3 });
    // A refetch asks the server: the early answer is gone.
    expect(takeEarlyResponse('/api/portal/soft/3')).toBeUndefined();
  });

  it('has nothing for another path, or when the script asked for nothing', () => {
    expect(takeEarlyResponse('/api/portal/soft/3')).toBeUndefined();
    store[EARLY_REQUESTS_GLOBAL] = { '/api/portal/soft/3': Promise.resolve({ id: 3 }) };
    expect(takeEarlyResponse('/api/portal/soft/4')).toBeUndefined();
  });
});
