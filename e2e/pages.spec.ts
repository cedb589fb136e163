import { expect, test, type Page } from '@playwright/test';
import { resetShop } from './support/fixture.ts';
import { fixturePages } from './support/pages.ts';

/**
 * Smoke: every fixture page loads with the Vitrina bundle and nothing goes wrong on the way —
 * no console errors, no uncaught exceptions, no failed requests, no HTTP errors (except the
 * deliberate 404 document of the not-found page itself).
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  const notFoundDocuments = new Set<string>();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs the deliberate 404 document too; that one is the page under test, not a failure.
    if (notFoundDocuments.has(message.location().url) && message.text().startsWith('Failed to load resource')) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    const expected404 = response.request().isNavigationRequest() && response.status() === 404;
    if (expected404) notFoundDocuments.add(response.url());
    if (response.status() >= 400 && !expected404) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

for (const fixture of fixturePages) {
  test(`${fixture.name} (${fixture.path}) loads cleanly with Vitrina`, async ({ page }) => {
    await resetShop(page);
    for (const id of fixture.cart ?? []) {
      const added = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
      expect(added.ok()).toBe(true);
    }
    const problems = watch(page);
    await page.goto(fixture.path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator(fixture.main).first()).toBeVisible();
    // The swap left no legacy script tag and added the bundle.
    expect(await page.locator('script[src*="/wp-content/plugins/"], script[src*="/wp-includes/"], script[src*="/themes/flatsome/"]').count()).toBe(0);
    await expect(page.locator('script#vitrina-js[type="module"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}
