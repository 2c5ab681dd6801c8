import { afterEach, describe, expect, it, vi } from 'vitest';

import { ANTD_STYLES_ATTRIBUTE } from './antd-styles';

/** A fresh copy of the module: it remembers its one load per page. */
async function freshAntdStylesReady() {
  vi.resetModules();
  return (await import('./antd-styles')).antdStylesReady;
}

function disabledLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/antd-static-test.css';
  link.disabled = true;
  link.setAttribute(ANTD_STYLES_ATTRIBUTE, '');
  document.head.append(link);
  return link;
}

afterEach(() => document.head.querySelectorAll(`link[${ANTD_STYLES_ATTRIBUTE}]`).forEach((l) => l.remove()));

describe('antdStylesReady', () => {
  it('settles at once where index.html links no first-visit styles (dev server, tests)', async () => {
    const ready = await freshAntdStylesReady();
    await expect(ready()).resolves.toBeUndefined();
  });

  it('enables the disabled link and settles only once the styles are in', async () => {
    const link = disabledLink();
    const ready = await freshAntdStylesReady();
    let settled = false;
    const waiting = ready().then(() => (settled = true));
    expect(link.disabled).toBe(false);
    await Promise.resolve();
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
    // Asked again (another antd part), it is the same wait, already over.
    await expect(ready()).resolves.toBeUndefined();
  });

  it('settles when the styles fail to load: antd then writes them itself', async () => {
    const link = disabledLink();
    const ready = await freshAntdStylesReady();
    const waiting = ready();
    link.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });
});
