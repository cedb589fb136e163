import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Playwright never downloads a browser here: it drives the system Chromium (Debian's package),
 * found at VITRINA_CHROMIUM, CHROMIUM_PATH or the usual install paths.
 */
export function findChromium(): string {
  const candidates = [process.env.VITRINA_CHROMIUM, process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path!));
  if (!found) throw new Error('No Chromium found: install Debian\'s "chromium" package or set VITRINA_CHROMIUM to its path.');
  return found;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: findChromium(),
    args: [
      // Root in a container has no user namespaces for the sandbox.
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      // The machine has no network beyond localhost; background calls only fail noisily.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-gpu',
    ],
  };
}
