import { afterEach, describe, expect, it, vi } from 'vitest';

import { ANTD_APP_STYLES_ATTRIBUTE, ANTD_STYLES_ATTRIBUTE, antdStylesAttribute } from './antd-styles';

/** A fresh copy of the module: it remembers its one load per page. */
async function freshAntdStylesReady() {
  vi.resetModules();
  return (await import('./antd-styles')).antdStylesReady;
}

function disabledLink(attribute = ANTD_STYLES_ATTRIBUTE): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  // As index.html has it: the address kept aside, so the browser downloads nothing yet.
  link.setAttribute('data-href', `/assets/${attribute}-test.css`);
  link.disabled = true;
  link.setAttribute(attribute, '');
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  window.location.hash = '';
});

describe('antdStylesReady', () => {
  it('settles at once where index.html links no first-visit styles (dev server, tests)', async () => {
    const ready = await freshAntdStylesReady();
    await expect(ready()).resolves.toBeUndefined();
  });

  it('enables the disabled link and settles only once the styles are in', async () => {
    window.location.hash = '#/soft';
    const link = disabledLink();
    const ready = await freshAntdStylesReady();
    let settled = false;
    const waiting = ready().then(() => (settled = true));
    expect(link.disabled).toBe(false);
    expect(link.getAttribute('href')).toBe(`/assets/${ANTD_STYLES_ATTRIBUTE}-test.css`);
    await Promise.resolve();
    expect(settled).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
    // Asked again (another antd part), it is the same wait, already over.
    await expect(ready()).resolves.toBeUndefined();
  });

  it("a public page takes the public pages' styles, any other every component's", () => {
    for (const path of ['/soft', '/new', '/new/detail', '/register', '/404', '/401', '/cert/ABC'])
      expect(antdStylesAttribute(path), path).toBe(ANTD_STYLES_ATTRIBUTE);
    for (const path of ['/center/device', '/stats', '/train/train', '/home', '/system/user', '/index'])
      expect(antdStylesAttribute(path), path).toBe(ANTD_APP_STYLES_ATTRIBUTE);
  });

  it("at a signed-in page, enables every component's styles and leaves the public pages' alone", async () => {
    window.location.hash = '#/center/device?tab=1';
    const publicStyles = disabledLink();
    const appStyles = disabledLink(ANTD_APP_STYLES_ATTRIBUTE);
    const ready = await freshAntdStylesReady();
    const waiting = ready();
    expect([publicStyles.disabled, appStyles.disabled]).toEqual([true, false]);
    expect([publicStyles.getAttribute('href'), appStyles.getAttribute('href')]).toEqual([
      null,
      `/assets/${ANTD_APP_STYLES_ATTRIBUTE}-test.css`,
    ]);
    appStyles.dispatchEvent(new Event('load'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('settles when the styles fail to load: antd then writes them itself', async () => {
    const link = disabledLink(ANTD_APP_STYLES_ATTRIBUTE);
    const ready = await freshAntdStylesReady();
    const waiting = ready();
    link.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });
});
