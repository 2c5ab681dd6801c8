import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); never a downloaded browser. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function requireChromium() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  return CHROMIUM;
}

/** Flags for this machine: no network but the registries, so keep Chromium from phoning home. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];
