import { expect, test, type Locator } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { bannerShown, BAR } from '../support/consent.ts';
import { addToCartOnServer, CHEAP_PRODUCT, checkoutWith, widgetMounted } from '../support/checkout.ts';

/**
 * Issue 35: the CIF check's message, shown under the field when the shopper leaves it, is seen
 * whole, not under the cookie consent bar (CookieLawInfo's sheet and the fixture's bar). The field
 * is reached by Tab while it sits under the bar, as happens to a shopper tabbing down the form: the
 * dock scrolls the focused field just clear of the bar, and the message then appears below it.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Which points of the message's middle line show something other than the message. */
function coveredPoints(message: Locator): Promise<string[]> {
  return message.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + 2, box.left + box.width / 2, box.right - 2]
      .filter((x) => {
        const top = document.elementFromPoint(x, y);
        return !(top && (element.contains(top) || top.contains(element)));
      })
      .map(
        (x) =>
          `${Math.round(x)},${Math.round(y)} shows ${document.elementFromPoint(x, y)?.id || document.elementFromPoint(x, y)?.className || 'nothing'}`,
      );
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    // Failed before the fix at 1280 px: the message appeared under the bar, below the field the dock had cleared.
    test('the CIF message appears in view and clear of the consent bar when the shopper tabs on', async ({ page }) => {
      await resetShop(page);
      await addToCartOnServer(page, CHEAP_PRODUCT);
      // CookieLawInfo's defaults: the bar stays until the shopper decides (this shop's settings also
      // accept on scroll and close after 4 s, which would take the bar away before the message shows).
      await page.goto(checkoutWith({ cli_cookiebar_settings: { scroll_close: '', show_once_yn: '' } }));
      await widgetMounted(page, 'form.checkout');
      await bannerShown(page);
      await page.locator('#smartbill_billing_type').selectOption('pj');
      const company = page.locator('#smartbill_billing_company_name');
      const cif = page.locator('#smartbill_billing_cif');
      await expect(cif).toBeVisible();
      // The field under the bar, the company name above it still in view.
      await cif.evaluate((input, bar) => {
        const barTop = document.querySelector(bar)?.getBoundingClientRect().top ?? window.innerHeight;
        window.scrollBy({ top: input.getBoundingClientRect().top - barTop - 2, behavior: 'instant' });
      }, BAR);
      await company.focus();
      await page.keyboard.press('Tab');
      await expect(cif).toBeFocused();
      await page.keyboard.type('RO18547291');
      // A CIF is judged when the shopper leaves it: Tab goes on to the reg. com. field, beside it at 1280 px.
      await page.keyboard.press('Tab');
      await expect(page.locator('#smartbill_billing_nr_reg_com')).toBeFocused();
      const message = page.locator('#smartbill_billing_cif_check');
      await expect(message).toHaveText('Cifra de control a CIF-ului nu se potrivește. Verifică cifrele.');
      await expect(message).toBeInViewport({ ratio: 1 });
      await expect(cif).toBeInViewport({ ratio: 1 });
      const [messageBox, barBox] = [await message.boundingBox(), await page.locator(BAR).boundingBox()];
      expect(messageBox && barBox && messageBox.y + messageBox.height <= barBox.y + 0.5).toBe(true);
      expect(await coveredPoints(message)).toEqual([]);
    });
  });
}
