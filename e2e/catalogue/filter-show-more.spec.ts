import { expect, test, type Page } from '@playwright/test';

/**
 * WOOF's "show more" (js/front.js L140) on the markup of views/html_types/checkbox.php with
 * not_toggled_terms_count = 4 (`?woof-not-toggled=4`), under css/front.css's `.woof_hidden_term` rule.
 */
const sizes = (page: Page) => page.locator('.woof .woof_container_pa_marime ul.woof_list');
const terms = (page: Page) => sizes(page).locator(':scope > li:not(.woof_open_hidden_li) > label');
const moreLess = (page: Page) => sizes(page).locator('.woof_open_hidden_li_btn');

test('show more: the first click shows the hidden terms, show less hides them; a ticked hidden term opens its list', async ({
  page,
}) => {
  await page.goto('/produse/?woof-not-toggled=4');
  await expect(terms(page).nth(3)).toBeVisible();
  await expect(terms(page).nth(4)).toBeHidden();
  await moreLess(page).click(); // the shopper's first click, whether the panel has mounted or not
  await expect(terms(page).nth(4)).toBeVisible();
  await expect(moreLess(page)).toHaveText('Arată mai puține');
  await expect(moreLess(page)).toHaveAttribute('aria-expanded', 'true');
  const slug = (await sizes(page).locator(':scope > li.woof_hidden_term2 input').first().getAttribute('name')) ?? '';
  await moreLess(page).press('Enter');
  await expect(terms(page).nth(4)).toBeHidden();
  await expect(moreLess(page)).toHaveText('Arată mai multe');
  await expect(moreLess(page)).toHaveAttribute('aria-expanded', 'false');
  // A page filtered by a term the list hides opens that list (woof_open_hidden_li).
  await page.goto(`/produse/?woof-not-toggled=4&swoof=1&pa_marime=${slug}`);
  await expect(page.locator('.woof')).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(sizes(page).locator(`input[name="${slug}"] + label`)).toBeVisible();
  await expect(moreLess(page)).toHaveAttribute('aria-expanded', 'true');
});

test('show more from the keyboard: Enter on the link opens, the hidden terms are in the tab order, Space closes', async ({
  page,
}) => {
  await page.goto('/produse/?woof-not-toggled=4');
  await moreLess(page).focus();
  await page.keyboard.press('Enter');
  await expect(terms(page).nth(4)).toBeVisible();
  await expect(moreLess(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    sizes(page).locator(':scope > li:not(.woof_open_hidden_li)').last().locator('input.woof_checkbox_term'),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press(' ');
  await expect(terms(page).nth(4)).toBeHidden();
  await expect(moreLess(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(moreLess(page)).toBeFocused();
});
