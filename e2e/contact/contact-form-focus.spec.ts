import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { control, fillValid, form, openContact, output, REFILL, srStatus } from '../support/contact.ts';
import { expectFocusNotLost } from '../support/focus.ts';

// Issue 35: a successful send resets the form, which unticks the consent box and so disables the
// "Trimite" button the shopper has just pressed: focus must not fall to <body> after the thank-you.
const THANKS = 'Mulțumim pentru mesaj. A fost trimis.';

test('after a send from the keyboard, focus goes to the thank-you, exposed while it holds focus', async ({ page }) => {
  await openContact(page);
  await fillValid(page);
  const submit = page.locator('.wpcf7-submit');
  await control(page, 'acceptance').focus();
  // From the consent box the keyboard reaches the button, as a shopper's Tab does.
  while (!(await submit.evaluate((button) => button === document.activeElement))) await page.keyboard.press('Tab');
  const refill = page.waitForResponse((response) => response.url().includes(REFILL));
  await page.keyboard.press('Enter');
  await refill;
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expect(srStatus(page)).toHaveText(THANKS);
  await expect(submit).toBeDisabled();
  await expectFocusNotLost(page, 'after the send');
  await expect(output(page)).toBeFocused();
  await expect(output(page)).toHaveText(THANKS);
  await expect(output(page)).toHaveAttribute('tabindex', '-1');
  await expect(output(page)).not.toHaveAttribute('aria-hidden', /.*/);
  await expectAxeClean(page, '.wpcf7');
  // The shopper goes on from the message: Shift+Tab goes back into the form.
  await page.keyboard.press('Shift+Tab');
  await expectFocusNotLost(page, 'after Shift+Tab from the message');
  expect(await form(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // Leaving it, the response area is the plugin's again (its screen-reader copy is the one spoken).
  await expect(output(page)).toHaveAttribute('aria-hidden', 'true');
});
