import vm from 'node:vm';

import { FRAME_SETTLED_GLOBAL } from '../../src/lib/session-frame.ts';

/** An element as the inline scripts of index.html use them: properties, attributes, removal. */
export interface FakeElement {
  tagName: string;
  attributes: Record<string, string>;
  removed: boolean;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  [property: string]: unknown;
}

/** A detached element: what the scripts set on it stays readable. */
export function fakeElement(tagName: string, properties: Record<string, unknown> = {}): FakeElement {
  const e: FakeElement = {
    tagName,
    attributes: {},
    removed: false,
    setAttribute(name: string, value: string) {
      e.attributes[name] = value;
    },
    getAttribute(name: string) {
      return e.attributes[name] ?? null;
    },
    remove() {
      e.removed = true;
    },
    ...properties,
  };
  return e;
}

/**
 * Runs one of index.html's inline scripts against a minimal document (head, cookie, location,
 * timers run by hand), and records what it adds to <head>. Enough for scripts that only add
 * links and scripts and read the address: a full DOM would hide what they depend on.
 */
export function runInlineScript(
  script: string,
  {
    hash = '',
    cookie = '',
    hidden = false,
    antdLink,
    frameSettled,
  }: {
    hash?: string;
    cookie?: string;
    hidden?: boolean;
    antdLink?: FakeElement;
    /** A signed-in page's frame on its way (`build/session-frames.ts`). */
    frameSettled?: Promise<void>;
  } = {},
) {
  const added: FakeElement[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners: Record<string, () => void> = {};
  const element = fakeElement;
  const rootAttributes: Record<string, string> = {};
  const document = {
    cookie,
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (e: FakeElement) => (added.push(e), e) },
    documentElement: { setAttribute: (name: string, value: string) => (rootAttributes[name] = value) },
    createElement: element,
    querySelector: (selector: string) =>
      antdLink && selector.startsWith('link[data-antd-static') ? antdLink : null,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  class PerformanceObserver {
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {}
  }
  vm.runInNewContext(script, {
    window: { [FRAME_SETTLED_GLOBAL]: frameSettled },
    document,
    location: { hash },
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => timers.push({ fn, ms: 16 }),
    PerformanceObserver,
  });
  return {
    added,
    rootAttributes,
    /** Runs the timers due within `ms` (and those they queue), as the event loop would. */
    flushTimers(ms = 0) {
      for (let i = 0; i < 1000; i++) {
        const due = timers.findIndex((t) => t.ms <= ms);
        if (due < 0) return;
        timers.splice(due, 1)[0]!.fn();
      }
    },
    /** The browser reports the first contentful paint. */
    paint() {
      observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    },
    /** Every script added so far finishes loading. */
    loadScripts() {
      for (const e of added)
        if (e.tagName === 'script' && typeof e.onload === 'function' && !e.loaded) {
          e.loaded = true;
          (e.onload as () => void)();
        }
    },
  };
}
