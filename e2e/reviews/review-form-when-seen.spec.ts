import { expect, test } from '@playwright/test';
import { VARIABLE } from '../support/product.ts';

/**
 * Issue 33 item 2 (drawn when seen): WooCommerce's single-product script draws the review form's
 * star row at load; Vitrina draws it once the form is seen, untouched, with no React, so the
 * shopper's first click or key lands on a star and is answered in the next frame.
 */
const FORM = `${VARIABLE.path}?cr-ajax=off&cr-form=plain#reviews`;
const stars = '#respond p.stars[role="radiogroup"] [role="radio"]';
const REACT = /\/chunks\/react-[^/]+\.js$/;

test('the stars are drawn once the form is seen, before any touch and without React; the first click checks one', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
  await page.goto(FORM);
  await expect(page.locator(stars)).toHaveCount(5, { timeout: 15_000 });
  await expect(page.locator('#respond select#rating')).toBeHidden();
  // Drawn untouched and without React (the form's other widget, CusRev's, still waits for a touch).
  expect(scripts.filter((url) => REACT.test(url))).toEqual([]);
  await page.locator('#respond p.stars [data-value="4"]').click();
  await expect(page.locator('#respond p.stars [data-value="4"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#respond p.stars')).toHaveClass(/\bselected\b/);
  await expect(page.locator('#respond select#rating')).toHaveValue('4');
});

test('by keyboard: Tab reaches the drawn stars, and the first arrow key after it checks the next star', async ({
  page,
}) => {
  await page.goto(FORM);
  await expect(page.locator(stars)).toHaveCount(5, { timeout: 15_000 });
  await page.locator('#respond label[for="rating"]').evaluate((label) => {
    const before = document.createElement('button');
    before.id = 'rating-focus-before';
    before.textContent = 'înainte';
    label.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  await expect(page.locator(`${stars}[data-value="1"]`)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(`${stars}[data-value="2"]`)).toBeFocused();
  await expect(page.locator(`${stars}[data-value="2"]`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#respond select#rating')).toHaveValue('2');
});

test('a shopper already on the select when the stars come keeps the focus, on the group', async ({ page }) => {
  // The form's chunk is held until the shopper is on the select: the stars come under the focus.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/review-form-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(FORM);
  const select = page.locator('#respond select#rating');
  // The product tabs open the reviews tab for #reviews; a control in a closed tab takes no focus.
  await expect(select).toBeVisible({ timeout: 15_000 });
  await select.focus();
  await expect(select).toBeFocused();
  release();
  await expect(page.locator(stars)).toHaveCount(5, { timeout: 15_000 });
  await expect(page.locator(`${stars}[data-value="1"]`)).toBeFocused();
});
