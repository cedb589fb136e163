import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, testChromiumBuild } from '../../e2e/support/chromium.ts';
import { wordpressPort } from './support/site.ts';

const port = wordpressPort();

// The WordPress plugin on a real WordPress 6.5 (PHP's built-in server, SQLite), installed fresh from
// the built zip for every run; the tests change its settings, so they run in order on one worker.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One PHP worker on a shared 2-core machine: under a load average of 30 (parallel builds beside it) a
  // log-in alone took over 10 s and two tests ran out of 30 s without anything being wrong.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../reports/wordpress.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ro-RO',
    launchOptions: chromiumLaunchOptions(testChromiumBuild()),
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `bash scripts/wordpress/serve.sh ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/wp-login.php`,
    // From nothing: the WordPress package (158 MB through npm's cache) is unpacked once, about a minute.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
