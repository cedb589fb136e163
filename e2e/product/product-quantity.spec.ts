import { expect, test, type Page } from '@playwright/test';
import { hostReady, SIMPLE, VARIABLE } from '../support/product.ts';

const input = (page: Page) => page.locator('form.cart .quantity input.qty');
const plus = (page: Page) => page.locator('form.cart .quantity').getByRole('button', { name: 'Crește cantitatea' });
const minus = (page: Page) => page.locator('form.cart .quantity').getByRole('button', { name: 'Scade cantitatea' });

/** Sets the attributes the server prints (value, min, max, step) on the product's quantity input. */
async function printed(page: Page, attributes: Record<string, string>): Promise<void> {
  await input(page).evaluate((element, values) => {
    for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
    (element as HTMLInputElement).value = values.value ?? (element as HTMLInputElement).value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, attributes);
}

test.beforeEach(async ({ page }) => {
  await page.goto(SIMPLE.path);
  await hostReady(page, 'form.cart .quantity');
});

test('the look-alike inputs become real buttons with Romanian labels', async ({ page }) => {
  await expect(page.locator('form.cart .quantity input[type="button"]')).toHaveCount(0);
  await expect(plus(page)).toHaveAttribute('type', 'button');
  await expect(minus(page)).toHaveAttribute('type', 'button');
  await plus(page).click();
  await expect(input(page)).toHaveValue('2');
  await minus(page).click();
  await expect(input(page)).toHaveValue('1');
});

test('minus never goes below min; plus never above max', async ({ page }) => {
  await printed(page, { value: '2', min: '2', max: '3', step: '1' });
  await expect(minus(page)).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps the button pressable (and announced); the press must change nothing.
  await minus(page).click({ force: true });
  await expect(input(page)).toHaveValue('2');
  await plus(page).click();
  await expect(plus(page)).toHaveAttribute('aria-disabled', 'true');
  await plus(page).click({ force: true });
  await expect(input(page)).toHaveValue('3');
});

test('decimal steps keep their decimals', async ({ page }) => {
  await printed(page, { value: '1', min: '0.5', max: '', step: '0.25' });
  await plus(page).click();
  await expect(input(page)).toHaveValue('1.25');
  await minus(page).click();
  await minus(page).click();
  await expect(input(page)).toHaveValue('0.75');
});

test("an 'any' step moves by 1 and an empty min stops at 0", async ({ page }) => {
  await printed(page, { value: '1', min: '', max: '', step: 'any' });
  await minus(page).click();
  await expect(input(page)).toHaveValue('0');
  await minus(page).click({ force: true });
  await expect(input(page)).toHaveValue('0');
});

test('a typed value below min is raised to min on change', async ({ page }) => {
  await printed(page, { min: '2' });
  await input(page).fill('0');
  await input(page).blur();
  await expect(input(page)).toHaveValue('2');
});

test('the buttons fire change, so the form and other widgets hear the new quantity', async ({ page }) => {
  await page.evaluate(() =>
    document
      .querySelector('form.cart')!
      .addEventListener(
        'change',
        (event) => ((window as unknown as { __changed: string }).__changed = (event.target as HTMLInputElement).value),
      ),
  );
  await plus(page).click();
  expect(await page.evaluate(() => (window as unknown as { __changed: string }).__changed)).toBe('2');
});

test('a quantity inserted later gets its buttons', async ({ page }) => {
  await page.evaluate(() => {
    const block = document.createElement('div');
    block.className = 'quantity inserted-later';
    block.innerHTML =
      '<label for="later-qty">Cantitate</label><input id="later-qty" type="number" class="input-text qty text" name="quantity" value="1" min="1" step="1">';
    document.querySelector('.shop-container')!.prepend(block);
  });
  await expect(page.locator('.inserted-later')).toHaveAttribute('data-vitrina-state', 'mounted');
  await page.locator('.inserted-later').getByRole('button', { name: 'Crește cantitatea' }).click();
  await expect(page.locator('#later-qty')).toHaveValue('2');
});

test('variable products get the same buttons', async ({ page }) => {
  await page.goto(VARIABLE.path);
  await hostReady(page, 'form.cart .quantity');
  await plus(page).click();
  await expect(input(page)).toHaveValue('2');
});

test('the cart page quantities get the buttons too', async ({ page }) => {
  expect((await page.request.post('/__fixture/reset')).ok()).toBe(true);
  expect(
    (await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(SIMPLE.id), quantity: '2' } })).ok(),
  ).toBe(true);
  await page.goto('/cos/');
  const cell = page.locator('.product-quantity .quantity').first();
  await expect(cell).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await cell.getByRole('button', { name: 'Crește cantitatea' }).click();
  await expect(cell.locator('input.qty')).toHaveValue('3');
  await cell.getByRole('button', { name: 'Scade cantitatea' }).click();
  await expect(cell.locator('input.qty')).toHaveValue('2');
});
