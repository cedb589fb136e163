import { expect, test, type Page } from '@playwright/test';
import { products } from '../fixtures/data/catalogue.ts';
import { fixtureSession, resetShop } from './support/fixture.ts';
import { fixturePages } from './support/pages.ts';

/**
 * Without JavaScript the shop still works: pages show their content, links lead somewhere, and
 * the forms WooCommerce, Contact Form 7 and WordPress post natively do their job.
 */
test.use({ javaScriptEnabled: false });

const LINKS_PER_PAGE = 60;

async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  // In-page anchors (#main, #reviews) point at the page itself, which the test already loaded.
  const hrefs = await page
    .locator('a[href]:not([href^="#"])')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const unique = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    url.hash = '';
    unique.add(url.pathname + url.search);
  }
  return [...unique].slice(0, LINKS_PER_PAGE);
}

for (const fixture of fixturePages) {
  test(`${fixture.name}: content shows and every link answers`, async ({ page }) => {
    for (const id of fixture.cart ?? [])
      await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
    await page.goto(fixture.path);
    await expect(page.locator(fixture.main).first()).toBeVisible();
    const broken: string[] = [];
    for (const link of await sameOriginLinks(page)) {
      const response = await page.request.get(link);
      if (response.status() >= 400) broken.push(`${response.status()} ${link}`);
    }
    expect(broken).toEqual([]);
  });
}

test('every catalogue product has a page', async ({ request }) => {
  for (const product of products()) {
    const response = await request.get(`/produs/${product.slug}/`);
    expect(response.status(), product.slug).toBe(200);
  }
});

test.describe('forms without JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await resetShop(page);
  });

  test('add to cart from a listing link', async ({ page }) => {
    await page.goto('/produse/');
    const link = page.locator('a.add_to_cart_button.ajax_add_to_cart.product_type_simple').first();
    const name = (await link.getAttribute('aria-label'))!.replace(/^Adaugă în coș: „|”$/g, '');
    await link.click();
    await expect(page).toHaveURL(/\/produse\/$/);
    await expect(page.locator('.woocommerce-message')).toContainText(`Produsul „${name}” a fost adăugat în coș.`);
    await expect(page.locator('.header-nav-main .header-cart-link .cart-icon strong')).toHaveText('1');
  });

  test('add to cart from the simple product form, with a quantity', async ({ page }) => {
    await page.goto('/produs/apa-de-toaleta-briza-de-mare/');
    await page.locator('form.cart input.qty').fill('2');
    await page.locator('form.cart button[name="add-to-cart"]').click();
    await expect(page.locator('.woocommerce-message')).toContainText('a fost adăugat în coș');
    expect((await fixtureSession(page)).cart).toEqual([expect.objectContaining({ productId: 1021, quantity: 2 })]);
  });

  test('add to cart from the variable product form', async ({ page }) => {
    await page.goto('/produs/apa-de-parfum-floare-de-tei/');
    await page.locator('select[name="attribute_pa_cantitate"]').selectOption('50-ml');
    await page.locator('form.variations_form button.single_add_to_cart_button').click();
    await expect(page.locator('.woocommerce-message')).toContainText('a fost adăugat în coș');
    expect((await fixtureSession(page)).cart).toEqual([
      expect.objectContaining({ productId: 1001, variation: { attribute_pa_cantitate: '50-ml' } }),
    ]);
  });

  test('a variable product without options says to choose them', async ({ page }) => {
    await page.goto('/produs/apa-de-parfum-floare-de-tei/');
    await page.locator('form.variations_form button.single_add_to_cart_button').click();
    await expect(page.locator('.woocommerce-error')).toContainText('Alege opțiunile produsului');
    expect((await fixtureSession(page)).cart).toEqual([]);
  });

  test('remove from the cart page, then the empty cart', async ({ page }) => {
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '1061', quantity: '1' } });
    await page.goto('/cos/');
    await page.locator('td.product-remove a.remove').first().click();
    await expect(page.locator('.woocommerce-message')).toContainText('a fost eliminat din coș');
    await expect(page.locator('.cart-empty')).toHaveText('Coșul tău este gol în acest moment.');
  });

  test('update the cart quantity', async ({ page }) => {
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '1061', quantity: '1' } });
    await page.goto('/cos/');
    await page.locator('form.woocommerce-cart-form input.qty').first().fill('3');
    await page.locator('button[name="update_cart"]').click();
    await expect(page.locator('.woocommerce-message')).toContainText('Coșul a fost actualizat.');
    await expect(page.locator('form.woocommerce-cart-form input.qty').first()).toHaveValue('3');
    await expect(page.locator('.header-nav-main .header-cart-link .cart-icon strong')).toHaveText('3');
  });

  test('search from the header', async ({ page }) => {
    await page.goto('/contact/');
    await page.locator('#header form.searchform input.search-field').fill('blugi');
    await page.locator('#header form.searchform button[type="submit"]').click();
    await expect(page).toHaveURL(/[?&]s=blugi&post_type=product/); // the header form also sends its category select
    await expect(page.locator('h1')).toContainText('Rezultatele căutării pentru „blugi”');
    await expect(page.locator('.products .product-small').first()).toContainText('Blugi');
  });

  test('contact form: errors, then sent', async ({ page }) => {
    await page.goto('/contact/');
    await page.locator('input[name="your-email"]').fill('nu-e-email');
    await page.locator('.wpcf7-submit').click();
    await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'invalid');
    await expect(page.locator('[data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText(
      'Te rog introdu o adresă de email validă.',
    );
    await page.locator('input[name="your-name"]').fill('Ana Popescu');
    await page.locator('input[name="your-email"]').fill('ana@example.ro');
    await page.locator('input[name="your-subject"]').fill('Întrebare');
    await page.locator('input[name="acceptance"]').check();
    const question = await page.locator('.wpcf7-quiz-label').textContent();
    await page.locator('input[name="quiz-ro"]').fill(question?.includes('2 + 3') ? '5' : 'v');
    await page.locator('.wpcf7-submit').click();
    await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
    await expect(page.locator('.wpcf7-response-output')).toHaveText('Mulțumim pentru mesaj. A fost trimis.');
  });

  test('login', async ({ page }) => {
    await page.goto('/contul-meu/');
    await page.locator('#username').fill('ana');
    await page.locator('#password').fill('o parolă bună');
    await page.locator('button[name="login"]').click();
    await expect(page.locator('.woocommerce-MyAccount-content')).toContainText('Salut ana');
  });
});
