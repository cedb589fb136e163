import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn, manifest, siteCli, siteDir, USERS } from './support/site.ts';

// What a site owner meets before any setting: the zip installed through WordPress's own upload, its
// version as people read it, and the settings screen in the site's language. Runs after plugin.spec.ts
// (which ends by uninstalling) and makes its own state: it removes the plugin and uploads the built zip.
test.describe.configure({ mode: 'serial' });

const { version, build } = manifest();
const DIST = new URL('../../dist/', import.meta.url).pathname;
const zipFile = readdirSync(DIST).find((file) => /^vitrina-wordpress-.*\.zip$/.test(file)) ?? '';

async function asAdmin(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await logIn(page, USERS.admin);
  return page;
}

test('the build names the zip with the readable version', () => {
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(zipFile).toBe(`vitrina-wordpress-${version}.zip`);
});

test('the zip installs through Plugins → Add New → Upload Plugin, and the Plugins screen shows its version', async ({
  browser,
  baseURL,
}) => {
  expect(siteCli(baseURL ?? '', 'remove-vitrina')).toBe('ok');
  const page = await asAdmin(browser);
  await page.goto('/wp-admin/plugins.php');
  await expect(page.locator('tr[data-plugin="vitrina/vitrina.php"]')).toHaveCount(0);

  await page.goto('/wp-admin/plugin-install.php?tab=upload');
  await page.locator('#pluginzip').setInputFiles(join(DIST, zipFile));
  await page.locator('#install-plugin-submit').click();
  await expect(page.getByText('Plugin installed successfully.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Activate Plugin' }).click();

  const row = page.locator('tr[data-plugin="vitrina/vitrina.php"]');
  await expect(row).toHaveClass(/\bactive\b/);
  await expect(row).toContainText(`Version ${version}`);
  await page.goto('/wp-admin/options-general.php?page=vitrina');
  await expect(page.locator('#vitrina-version')).toHaveText(`Version ${version} (build ${build})`);
  // The zip carries what WordPress and the owner look for beside the code.
  for (const file of ['readme.txt', 'LICENSE.txt', 'languages/vitrina.pot', 'languages/vitrina-ro_RO.mo']) {
    const response = await page.request.get(`/wp-content/plugins/vitrina/${file}`);
    expect(response.status(), file).toBe(200);
  }
  const readme = await (await page.request.get('/wp-content/plugins/vitrina/readme.txt')).text();
  expect(readme).toContain(`Stable tag: ${version}`);
  await page.close();
});

test('uploading the zip again shows the installed and the uploaded version side by side, and replaces it', async ({
  browser,
}) => {
  const page = await asAdmin(browser);
  await page.goto('/wp-admin/plugin-install.php?tab=upload');
  await page.locator('#pluginzip').setInputFiles(join(DIST, zipFile));
  await page.locator('#install-plugin-submit').click();
  // WordPress's comparison table (5.5+): what an owner reads to tell a newer zip from an older one.
  const versionRow = page.locator('table.update-from-upload-comparison tr', { hasText: /^Version/ });
  await expect(versionRow.locator('td')).toHaveText(['Version', version, version]);
  await page.getByRole('link', { name: 'Replace current with uploaded' }).click();
  await expect(page.getByText('Plugin updated successfully.')).toBeVisible();
  await page.goto('/wp-admin/plugins.php');
  await expect(page.locator('tr[data-plugin="vitrina/vitrina.php"]')).toContainText(`Version ${version}`);
  await page.close();
});

test("with the site language Romanian, Settings → Vitrina and the plugin's row read in Romanian", async ({
  browser,
  baseURL,
}) => {
  const page = await asAdmin(browser);
  expect(siteCli(baseURL ?? '', 'language', 'ro_RO')).toBe('ok');
  try {
    await page.goto('/wp-admin/options-general.php?page=vitrina');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro-RO');
    await expect(page.getByText('Bifați un modul pentru a-i retrage scripturile', { exact: false })).toBeVisible();
    await expect(
      page.getByText('Pentru comparație, adăugați ?vitrina=off la orice adresă', { exact: false }),
    ).toBeVisible();
    const headers = page.locator('.wrap table thead th');
    await expect(headers).toHaveText([
      'Retrage',
      'Scripturi retrase (identificatori)',
      'Variabile globale păstrate în pagină',
      'Widgeturi Vitrina',
    ]);
    await expect(page.locator('label[for="vitrina-plugin-akismet"]')).toHaveText(
      'Akismet: câmpurile anti-spam din formulare',
    );
    await expect(
      page
        .locator('tr', { has: page.locator('#vitrina-plugin-woocommerce') })
        .locator('em')
        .first(),
    ).toHaveText('niciunul (doar activează widgeturile)');
    await expect(page.locator('#vitrina-version')).toHaveText(`Versiunea ${version} (build ${build})`);
    await expect(page.locator('#vitrina-vitals-empty')).toHaveText('Niciun raport Web Vitals în ultimele 28 de zile.');
    await expect(page.locator('.wrap')).not.toContainText('Tick a plugin');

    await page.goto('/wp-admin/plugins.php');
    await expect(page.locator('tr[data-plugin="vitrina/vitrina.php"] .plugin-description')).toContainText(
      'Înlocuiește scripturile front-end din epoca jQuery',
    );
  } finally {
    expect(siteCli(baseURL ?? '', 'language', '')).toBe('ok');
  }
  // Back in English: the same screen, so the Romanian above came from the site language.
  await page.goto('/wp-admin/options-general.php?page=vitrina');
  await expect(page.getByText('Tick a plugin to retire its scripts', { exact: false })).toBeVisible();
  await page.close();
});

test('the debug log stays empty after the upload and the Romanian screens (WP_DEBUG on)', () => {
  expect(readFileSync(join(siteDir(), 'debug.log'), 'utf8')).toBe('');
});
