import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROME_PATH; browsers are never downloaded. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}: install it with "apt-get install chromium" or set CHROME_PATH`,
    );
  }
  return candidate;
}
