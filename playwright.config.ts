import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

const port = Number(process.env.VITRINA_E2E_PORT ?? 4311);

// End to end against the fixture back end serving the BUILT bundle (npm test builds first).
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ro-RO',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx tsx fixtures/server/start.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/__fixture/health`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
