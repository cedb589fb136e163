import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Which Chromium build drives a run. `shell`: Debian's chromium-headless-shell, Chromium's "old"
 * headless (the same Blink and V8 without the browser's UI layer), about a third of the full
 * browser's CPU for the same page loads (docs/testing-speed.md), so the end-to-end and WordPress
 * suites use it when it is installed. `full`: Debian's chromium, which the bench measures in (it is
 * what a shopper's Chrome runs) and which a headed run (`--headed`) needs.
 */
export type ChromiumBuild = 'shell' | 'full';

const PATHS: Readonly<Record<ChromiumBuild, readonly string[]>> = {
  shell: ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/headless_shell'],
  full: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'],
};

/**
 * Playwright never downloads a browser here: it drives the system Chromium (Debian's packages),
 * found at VITRINA_CHROMIUM, CHROMIUM_PATH or the usual install paths. Asked for the shell where
 * only the full browser is installed, it takes the full browser (slower, the same results).
 */
export function findChromium(build: ChromiumBuild = 'full'): string {
  const installed = (path: string | undefined): path is string => Boolean(path) && existsSync(path!);
  const named = [process.env.VITRINA_CHROMIUM, process.env.CHROMIUM_PATH].find(installed);
  const found = named ?? [...(build === 'shell' ? PATHS.shell : []), ...PATHS.full].find(installed);
  if (!found)
    throw new Error(
      'No Chromium found: install Debian\'s "chromium" package (and "chromium-headless-shell" for the tests) or set VITRINA_CHROMIUM to its path.',
    );
  return found;
}

/** The build a test run asks for: the shell unless VITRINA_E2E_BROWSER=full (for `--headed`). */
export function testChromiumBuild(): ChromiumBuild {
  return process.env.VITRINA_E2E_BROWSER === 'full' ? 'full' : 'shell';
}

export function chromiumLaunchOptions(build: ChromiumBuild = 'full'): LaunchOptions {
  return {
    executablePath: findChromium(build),
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
