import { expect, test, type Page } from '@playwright/test';
import { resetShop } from './support/fixture.ts';
import { expectAxeClean } from './support/axe.ts';
import { expectFocusKept, tabTo, typeInto } from './support/keyboard.ts';
import { collectErrors, DESKTOP } from './support/theme.ts';

/**
 * Issue 35 item 4: a shopper with only a keyboard goes through the shop on the fixture pages (the
 * plugins' and the theme's stylesheet rules), from accepting cookies to a sent contact message.
 * Every control is reached by Tab and used by its keys; nothing is touched first, no pointer, no
 * synthetic event, no programmatic focus. Each widget wakes from that key (design §8). axe runs on
 * every page and opened state, over the parts Vitrina draws or re-roles.
 */
test.use({ viewport: DESKTOP });

const header = (page: Page) => page.locator('#header');
const cartCount = (page: Page) => header(page).locator('.header-nav-main .cart-icon strong').first();

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.locator('#cookie-law-info-bar .wt-cli-accept-btn');
  // The bar is last in the page, and the shop accepts on scroll (CookieYes' scroll_close): Shift+Tab
  // from the top reaches it before any scrolling decides for the shopper.
  await tabTo(page, accept, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('#cookie-law-info-bar')).toBeHidden();
  await expectFocusKept(page, 'after accepting cookies');
}

async function filterBySize(page: Page): Promise<void> {
  const filter = page.locator('.woof');
  const sizeS = filter.getByRole('checkbox', { name: /^S\s*\(/ }).first();
  await tabTo(page, sizeS);
  await page.keyboard.press('Space');
  await expect(sizeS).toBeChecked();
  await expectAxeClean(page, '.woof');
  await tabTo(page, filter.getByRole('button', { name: 'Filtrează' }));
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('pa_marime') === 's'),
    page.keyboard.press('Enter'),
  ]);
  await expect(page.locator('.woof_products_top_panel').getByRole('link', { name: /\bS\b/ })).toBeVisible();
  await expectAxeClean(page, '.woof');
}

async function chooseVariationAndAdd(page: Page): Promise<void> {
  const colour = page.locator('form.variations_form .ux-swatches[data-attribute_name="attribute_pa_culoare"]');
  // A radio group: Tab enters it, the arrows choose.
  await tabTo(page, colour);
  await page.keyboard.press('Space');
  await expect(colour.locator('[aria-checked="true"]')).toHaveCount(1);
  await expectFocusKept(page, 'after choosing a colour');
  const roz = colour.locator('[data-value="roz"]');
  while ((await roz.getAttribute('aria-checked')) !== 'true') await page.keyboard.press('ArrowRight');
  await expect(page.locator('#pa_culoare')).toHaveValue('roz');
  // The size is the theme's plain select: the arrows choose in it, closed.
  const size = page.locator('form.variations_form select#pa_marime');
  await tabTo(page, size);
  while ((await size.inputValue()) !== 's') await page.keyboard.press('ArrowDown');
  await expect(page.locator('input[name="variation_id"]')).not.toHaveValue('');
  await expectAxeClean(page, 'form.variations_form');

  const plus = page.locator('form.cart .quantity').getByRole('button', { name: 'Crește cantitatea' });
  await tabTo(page, plus);
  await page.keyboard.press('Enter');
  await expect(page.locator('form.cart input.qty')).toHaveValue('2');
  await tabTo(page, page.locator('form.cart .single_add_to_cart_button'));
  // The product form posts as WooCommerce's does (no script of the shop's adds from it): the page
  // comes back with the notice and the new count.
  await Promise.all([page.waitForEvent('framenavigated'), page.keyboard.press('Enter')]);
  await expect(page.locator('.woocommerce-message')).toContainText('Tricou basic');
  await expect(cartCount(page)).toHaveText('2', { timeout: 20_000 });
}

async function miniCartToCheckout(page: Page): Promise<void> {
  const cartItem = header(page).locator('li.cart-item.has-dropdown');
  await tabTo(page, cartItem.locator(':scope > a.header-cart-link'), { backwards: true });
  await expect(cartItem).toHaveClass(/\bcurrent-dropdown\b/);
  const panel = cartItem.locator(':scope > ul.nav-dropdown');
  await expect(panel.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  await expectAxeClean(page, '#header li.cart-item');
  await tabTo(page, panel.locator('a.checkout'));
  await Promise.all([page.waitForURL(/\/finalizare-comanda\//), page.keyboard.press('Enter')]);
}

async function checkoutAsCompany(page: Page): Promise<void> {
  const type = page.locator('#smartbill_billing_type');
  await typeInto(page, page.locator('#billing_first_name'), 'Ana');
  await typeInto(page, page.locator('#billing_last_name'), 'Popescu');
  await tabTo(page, type);
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('pj');
  await typeInto(page, page.locator('#smartbill_billing_company_name'), 'Vitrina Test SRL');
  await typeInto(page, page.locator('#smartbill_billing_cif'), 'RO18547290');
  await typeInto(page, page.locator('#smartbill_billing_nr_reg_com'), 'J40/1234/2020');
  await typeInto(page, page.locator('#billing_address_1'), 'Strada Florilor 12');
  await typeInto(page, page.locator('#billing_city'), 'Cluj-Napoca');
  await tabTo(page, page.locator('#billing_state'));
  await page.keyboard.type('Cluj');
  await expect(page.locator('#billing_state')).toHaveValue('CJ');
  await typeInto(page, page.locator('#billing_postcode'), '400001');
  await typeInto(page, page.locator('#billing_phone'), '0722123456');
  await typeInto(page, page.locator('#billing_email'), 'ana.popescu@exemplu.ro');
  await expectAxeClean(page, 'form.checkout');
  await tabTo(page, page.locator('#terms'));
  await page.keyboard.press('Space');
  await expect(page.locator('#terms')).toBeChecked();
  await tabTo(page, page.locator('#place_order'));
  await Promise.all([
    page.waitForURL(/\/comanda-primita\/\d+\/\?key=/, { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ]);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
}

async function writeReview(page: Page): Promise<void> {
  // The product tabs are an APG tab list: Tab enters at the chosen tab, the arrows reach the others.
  const reviewsTab = page.locator('#tab-title-reviews a');
  await tabTo(page, page.getByRole('tablist').filter({ has: reviewsTab }));
  for (
    let presses = 0;
    presses < 6 && !(await reviewsTab.evaluate((tab) => tab === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('ArrowRight');
  await expect(reviewsTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
  const add = page.getByRole('button', { name: 'Adaugă o recenzie' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const form = page.locator('.cr-review-form-wrap');
  await expect(form.getByRole('heading', { name: 'Adaugă o recenzie' })).toBeFocused();
  const overall = form.locator('.cr-review-form-rating-overall [role="radio"]');
  await tabTo(page, overall.first());
  // ArrowLeft from the first star wraps to the fifth, as a radio group does.
  await page.keyboard.press('ArrowLeft');
  await expect(overall.nth(4)).toHaveAttribute('aria-checked', 'true');
  for (const group of await form.getByRole('radiogroup').all()) {
    if ((await group.locator('[aria-checked="true"]').count()) > 0) continue;
    await tabTo(page, group);
    await page.keyboard.press('Space');
  }
  await typeInto(page, form.getByLabel('Recenzia ta'), 'Miroase frumos și durează toată ziua.');
  await typeInto(page, form.getByLabel('De câte zile folosești produsul?'), '14');
  await typeInto(page, form.getByLabel('Nume'), 'Ana Pop');
  await typeInto(page, form.getByLabel('Email'), 'ana@example.ro');
  const terms = form.getByRole('checkbox');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await expectAxeClean(page, '.cr-review-form-wrap');
  await tabTo(page, form.getByRole('button', { name: /Trimite/ }));
  await page.keyboard.press('Enter');
  await expect(form.locator('.cr-review-form-result')).toHaveClass(/cr-review-form-success/, { timeout: 20_000 });
  await expectFocusKept(page, 'after sending the review');
  await expectAxeClean(page, '.cr-reviews-ajax-comments');
}

async function ratePost(page: Page): Promise<void> {
  const stars = page.locator('.js-rmp-rating-widget [role="radio"]');
  await tabTo(page, stars.first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.nth(3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.js-rmp-vote-count')).toHaveText('1');
  await expect(page.locator('.js-rmp-avg-rating')).toHaveText('4');
  await expectFocusKept(page, 'after the vote');
  await expectAxeClean(page, '.js-rmp-widgets-container');
}

async function sendContactForm(page: Page): Promise<void> {
  const control = (name: string) => page.locator(`form.wpcf7-form [name="${name}"]`);
  await typeInto(page, control('your-name'), 'Ana Popescu');
  await typeInto(page, control('your-email'), 'ana@example.ro');
  await typeInto(page, control('your-phone'), '0722 000 000');
  await typeInto(page, control('your-subject'), 'Întrebare despre comandă');
  await typeInto(page, control('your-message'), 'Când ajunge coletul meu?');
  const question = (await page.locator('.wpcf7-quiz-label').textContent()) ?? '';
  await typeInto(page, control('quiz-ro'), question.includes('2 + 3') ? '5' : 'v');
  await tabTo(page, control('acceptance'));
  await page.keyboard.press('Space');
  await expectAxeClean(page, '.wpcf7');
  await tabTo(page, page.locator('.wpcf7-submit'));
  await page.keyboard.press('Enter');
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent', { timeout: 20_000 });
  await expect(page.locator('.wpcf7-response-output')).toBeFocused();
  await expectAxeClean(page, '.wpcf7');
}

test('keyboard only, across the shop: filter, variation, quantity, add, mini-cart, company checkout, review, post rating, contact', async ({
  page,
}) => {
  // Hundreds of key presses over six pages, on a machine shared by parallel runs.
  test.setTimeout(600_000);
  const errors = collectErrors(page);
  await resetShop(page);

  await page.goto('/produse/');
  await test.step('cookies', () => acceptCookies(page));
  await test.step('filter by size', () => filterBySize(page));
  await test.step('open the product', async () => {
    await tabTo(page, page.locator('.products').getByRole('link', { name: 'Tricou basic' }).first());
    await Promise.all([page.waitForURL(/\/produs\/tricou-basic\//), page.keyboard.press('Enter')]);
  });
  await test.step('variation, quantity, add to cart', () => chooseVariationAndAdd(page));
  await test.step('mini-cart to checkout', () => miniCartToCheckout(page));
  await test.step('checkout as a company', () => checkoutAsCompany(page));

  await page.goto('/produs/apa-de-toaleta-briza-de-mare/');
  await test.step('review with stars', () => writeReview(page));
  await page.goto('/blog/ghid-marimi-blugi/');
  await test.step('rate a post', () => ratePost(page));
  await page.goto('/contact/');
  await test.step('contact form', () => sendContactForm(page));
  expect(errors).toEqual([]);
});
