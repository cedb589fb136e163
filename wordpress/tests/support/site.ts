import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The port of the test WordPress (4332 unless VITRINA_WP_PORT says otherwise). */
export function wordpressPort(): number {
  return Number(process.env.VITRINA_WP_PORT ?? 4332);
}

/** Where scripts/wordpress/serve.sh installs the site (its debug.log lives there). */
export function siteDir(): string {
  return process.env.VITRINA_WP_SITE ?? join(process.env.TMPDIR ?? tmpdir(), `vitrina-wp-${wordpressPort()}`);
}

export interface ManifestPlugins {
  /** The release (package.json's semver). */
  readonly version: string;
  /** The build hash (dist/manifest.json). */
  readonly build: string;
  readonly plugins: Readonly<
    Record<string, { readonly label: string; readonly handles: readonly string[]; readonly globals: readonly string[] }>
  >;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The built manifest the installed plugin reads: the tests take the handles from it, as the plugin does. */
export function manifest(): ManifestPlugins {
  const parsed: unknown = JSON.parse(readFileSync(new URL('../../../dist/manifest.json', import.meta.url), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('plugins' in parsed) || !('version' in parsed))
    throw new Error('dist/manifest.json: run npm run build');
  const { plugins, version } = parsed;
  const build = 'build' in parsed ? parsed.build : undefined;
  if (typeof version !== 'string' || typeof build !== 'string' || typeof plugins !== 'object' || plugins === null)
    throw new Error('dist/manifest.json: unexpected shape');
  const out: Record<string, { label: string; handles: string[]; globals: string[] }> = {};
  for (const [key, plugin] of Object.entries(plugins)) {
    const fields: Record<string, unknown> = typeof plugin === 'object' && plugin !== null ? { ...plugin } : {};
    out[key] = {
      label: typeof fields.label === 'string' ? fields.label : '',
      handles: strings(fields.handles),
      globals: strings(fields.globals),
    };
  }
  return { version, build, plugins: out };
}

export const USERS = {
  admin: { login: 'admin', password: 'vitrina-admin-password' },
  editor: { login: 'editor', password: 'vitrina-editor-password' },
} as const;

export async function logIn(page: Page, user: { login: string; password: string }): Promise<void> {
  // Straight to the light profile page: the dashboard is slow on one PHP worker.
  await page.goto(`/wp-login.php?redirect_to=${encodeURIComponent('/wp-admin/profile.php')}`);
  await page.fill('#user_login', user.login);
  await page.fill('#user_pass', user.password);
  await page.click('#wp-submit');
  await expect(page).toHaveURL(/\/wp-admin\//);
}

/** The test page: product card, mini-cart, contact form, rating widget (wordpress/tests/site/page.html). */
export const TEST_PAGE = '/vitrina-test/';

/** `<script id="<handle>-js">`: the tag WordPress prints for a handle's file. */
export const fileTag = (handle: string) => `script[id="${handle}-js"]`;

/** The ids of the stand-in files that ran (each stand-in file records its tag's id). */
export const legacyRan = (page: Page) =>
  page.evaluate(() => (window as unknown as { vitrinaLegacyRan?: string[] }).vitrinaLegacyRan ?? []);

/** Runs wordpress/tests/site/site-cli.php on the test site (the site language, removing the plugin). */
export function siteCli(baseURL: string, ...args: string[]): string {
  const script = new URL('../site/site-cli.php', import.meta.url).pathname;
  return execFileSync('php', [script, siteDir(), baseURL, ...args], { encoding: 'utf8' });
}
