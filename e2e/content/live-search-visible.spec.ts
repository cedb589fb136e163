import { expect, test, type Page } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { expectFocusNotLost } from '../support/focus.ts';
import { expectAxeClean } from '../support/axe.ts';
import { DESKTOP } from '../support/theme.ts';

// Issue 35: the suggestions were drawn inside the theme's `.live-search-results`, an absolutely placed
// box with a max-height and overflow: auto (the fixture's stylesheet carries that rule), which clipped
// them to a sliver and made axe see a scrollable region no key can reach.
test.use({ viewport: DESKTOP });

const field = (page: Page) => page.locator('#woocommerce-product-search-field-0');
const box = (page: Page) => page.locator('#header .live-search-results').first();
const options = (page: Page) => page.locator('#header [role="listbox"] [role="option"]');

/** True when the middle of the element is what the shopper sees there (not clipped away, not covered). */
const seenAtItsMiddle = (page: Page, index: number) =>
  options(page)
    .nth(index)
    .evaluate((option) => {
      const rect = option.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return rect.height > 20 && top !== null && option.contains(top);
    });

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('typed from the keyboard, every suggestion is seen whole, the arrows reach them, axe finds nothing', async ({
  page,
}) => {
  test.setTimeout(90_000); // axe on the whole header, on a machine shared by parallel runs
  await page.goto('/');
  await field(page).focus();
  await expect(page.locator('header form.searchform')).toHaveAttribute('data-vitrina-state', 'mounted', {
    timeout: 15_000,
  });
  await page.keyboard.type('papuci');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  const count = await options(page).count();
  expect(count).toBeGreaterThan(1);
  expect(await seenAtItsMiddle(page, 0), 'the first suggestion is seen').toBe(true);
  // The theme's box does not scroll (nothing in it a key could scroll to).
  expect(await box(page).evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  // Each suggestion the arrows reach is seen (the list's own cap scrolls the active one into view).
  for (let index = 0; index < count; index++) {
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(index)).toHaveAttribute('aria-selected', 'true');
    expect(await seenAtItsMiddle(page, index), `suggestion ${index + 1} of ${count} is seen when active`).toBe(true);
  }
  await expect(field(page)).toBeFocused();
  await expectFocusNotLost(page, 'with the suggestions open');
  await expectAxeClean(page, '#header');
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(options(page).first()).toBeHidden();
});
