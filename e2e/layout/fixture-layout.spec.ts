import { expect, test } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { expectLayoutClean, VIEWPORTS } from '../support/layout.ts';
import { fixturePages } from '../support/pages.ts';

/**
 * Issue 36 item 5: the fixture shop looks like a shop on a phone (here) and on a desktop (measured
 * in pages.spec.ts, on the load that spec makes at 1280 px anyway). What is measured:
 * support/layout.ts.
 */
test.describe(`phone (${VIEWPORTS.phone.width} px)`, () => {
  test.use({ viewport: VIEWPORTS.phone });
  for (const fixture of fixturePages) {
    test(`${fixture.name} (${fixture.path}) fits and covers nothing`, async ({ page }) => {
      await resetShop(page);
      for (const id of fixture.cart ?? []) {
        const added = await page.request.post('/?wc-ajax=add_to_cart', {
          form: { product_id: String(id), quantity: '1' },
        });
        expect(added.ok()).toBe(true);
      }
      await page.goto(fixture.path);
      await page.waitForLoadState('networkidle');
      // Attached, not visible: some pages' main element is in the desktop header, hidden on a phone.
      await expect(page.locator(fixture.main).first()).toBeAttached();
      await expectLayoutClean(page);
    });
  }
});
