import { expect, test } from '@playwright/test';
import { resetShop } from './support/fixture.ts';
import { fixturePages } from './support/pages.ts';

/**
 * Every fixture page is served as the shop prints it: no control characters in the document
 * (a `\b` written inside a template string once became a backspace, which also broke the
 * theme's `no-js` → `js` swap), and the swap itself happens when the page runs.
 */
/** The first C0 control (tab, line feed and carriage return excepted) or DEL, with its context. */
function firstControlCharacter(text: string): string | null {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
    if ((code < 0x20 && !allowed) || code === 0x7f) {
      return `U+${code.toString(16).padStart(4, '0')} at ${index}: …${text.slice(Math.max(0, index - 40), index + 20)}…`;
    }
  }
  return null;
}

for (const fixture of fixturePages) {
  test(`${fixture.name} (${fixture.path}) is served without control characters and swaps no-js for js`, async ({ page }) => {
    await resetShop(page);
    for (const id of fixture.cart ?? []) {
      const added = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
      expect(added.ok()).toBe(true);
    }
    const served = await (await page.request.get(fixture.path)).text();
    expect(firstControlCharacter(served)).toBeNull();
    await page.goto(fixture.path);
    await expect(page.locator('html')).toHaveClass(/(^|\s)js(\s|$)/u);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)no-js(\s|$)/u);
  });
}
