import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions, testChromiumBuild } from './e2e/support/chromium.ts';

const port = Number(process.env.VITRINA_E2E_PORT ?? 4311);
type TraceMode = Extract<NonNullable<PlaywrightTestConfig['use']>['trace'], string>;
const TRACE_MODES: readonly TraceMode[] = [
  'off',
  'on',
  'retain-on-failure',
  'on-first-retry',
  'on-all-retries',
  'retain-on-first-failure',
];
const chosenTrace = TRACE_MODES.find((mode) => mode === process.env.VITRINA_E2E_TRACE);
/**
 * A trace records a DOM snapshot and screencast frames of every action, passing tests included: about a
 * fifth of the suite's CPU here (docs/testing-speed.md). CI's traces never leave its machine (only its log
 * is read), so CI runs without them; VITRINA_E2E_TRACE=retain-on-failure brings them back for a hunt.
 */
const trace: TraceMode = chosenTrace ?? (process.env.CI ? 'off' : 'retain-on-failure');

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
    launchOptions: chromiumLaunchOptions(testChromiumBuild()),
    trace,
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
