import { expect, test } from '@playwright/test';
import { contactSubmissions, fillValid, form, openContact } from '../support/contact.ts';
import { hoverUntilMounted } from '../support/intent.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

const AK = ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm'];

failOnPageErrors({ watch: { consoleErrors: true } });

test('contact form: the _wpcf7_ak_ fields reach the server once per submit, with typing samples, and never pile up', async ({
  page,
}) => {
  await openContact(page);
  await expect(form(page)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await page.mouse.move(10, 10);
  await page.mouse.move(200, 300, { steps: 5 });
  // A shopper's pause: Akismet counts a move once the pointer has rested 500 ms; the clicks below
  // move the pointer again, and without a rest the first submit would go before any move settled.
  await page.waitForTimeout(700);
  await fillValid(page, 'test-esec-mail');
  await page.locator('input[name="your-name"]').click();
  await page.keyboard.type('!');
  await page.locator('.wpcf7-submit').click();
  await expect(form(page)).toHaveAttribute('data-status', 'failed');
  await page.locator('.wpcf7-submit').click();
  await expect.poll(async () => (await contactSubmissions(page)).length).toBe(2);
  for (const submission of await contactSubmissions(page)) {
    for (const field of AK)
      expect(
        submission.fields.filter((name) => name === `_wpcf7_ak_${field}`),
        field,
      ).toHaveLength(1);
  }
  const [first] = await contactSubmissions(page);
  expect(Number(first?.akismet['_wpcf7_ak_bkpc']?.[0])).toBeGreaterThan(0);
  expect(Number(first?.akismet['_wpcf7_ak_bmmc']?.[0])).toBeGreaterThan(0);
  expect(Number(first?.akismet['_wpcf7_ak_bmcc']?.[0])).toBeGreaterThan(0);
  // Akismet 5.6's formats: bib/bfs in epoch ms on the inline _wpcf7_ak_js clock; lists of `d[,g];`.
  const value = (name: string) => first?.akismet[`_wpcf7_ak_${name}`]?.[0] ?? '';
  const js = Number(value('js'));
  expect(js).toBeGreaterThan(1e12);
  expect(Number(value('bib'))).toBeGreaterThanOrEqual(js);
  expect(Number(value('bfs'))).toBeGreaterThanOrEqual(Number(value('bib')));
  expect(Number(value('bfs')) - js).toBeLessThan(10 * 60_000);
  expect(value('bkp')).toMatch(/^(\d+(,\d+)?;)+$/);
  expect(value('bmc')).toMatch(/^(\d+(,\d+)?;)+$/);
  expect(value('bmm')).toMatch(/^(\d+,\d+;)+$/);
  await expect(page.locator('form.wpcf7-form input[name="_wpcf7_ak_bfs"]')).toHaveCount(1);
});

test('the login form posts natively with every ak_ field once, typing intervals and clicks included', async ({
  page,
}) => {
  await page.goto('/contul-meu/');
  const login = page.locator('form.woocommerce-form-login');
  await expect(login).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await page.locator('#username').click();
  await page.keyboard.type('ana');
  await page.keyboard.press('Tab');
  await page.keyboard.type('parola-buna');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/contul-meu/',
  );
  // The post navigates; the test ends on the page it lands on (see the end).
  const landed = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.keyboard.press('Enter');
  const body = new URLSearchParams((await posted).postData() ?? '');
  for (const field of AK) expect(body.getAll(`ak_${field}`), field).toHaveLength(1);
  expect(Number(body.get('ak_bkpc'))).toBeGreaterThanOrEqual('anaparola-buna'.length);
  expect(body.get('ak_bkp')).toMatch(/^(\d+(,\d+)?;){6,}$/);
  expect(Number(body.get('ak_bfs'))).toBeGreaterThan(1e12);
  expect(Number(body.get('ak_bmcc'))).toBe(1);
  // Closing the page while the post's navigation was still under way hung the teardown past the
  // test's time on a loaded machine (twice): wait until the answer is the page, and has loaded.
  await landed;
  await page.waitForLoadState('load');
});

test('a review form posted natively carries ak_ fields; a form posting to another host gets none', async ({ page }) => {
  // AJAX reviews on (CusRev's default) prints no #respond: the plain WooCommerce form is the classic variant.
  await page.goto('/produs/tricou-basic/?cr-ajax=off&cr-form=plain#reviews');
  // The review widgets on the form mount on the first touch (design §8): the shopper's pointer over it.
  await hoverUntilMounted(page.locator('#commentform'));
  await page.evaluate(() => {
    const other = document.createElement('form');
    other.method = 'post';
    other.action = 'https://alt-site.example/abonare';
    other.id = 'elsewhere';
    other.innerHTML = '<label>Email <input name="email"></label><button>Abonează-te</button>';
    document.body.append(other);
    other.addEventListener('submit', (event) => {
      event.preventDefault();
      other.dataset['submitted'] = 'yes';
    });
  });
  // Mounted means the widget has looked at the form and left it alone.
  await expect(page.locator('#elsewhere')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await page.locator('#elsewhere input').fill('ana@example.ro');
  // Enter submits it (the product page's sticky bar covers the end of the body).
  await page.locator('#elsewhere input').press('Enter');
  await expect(page.locator('#elsewhere')).toHaveAttribute('data-submitted', 'yes');
  await expect(page.locator('#elsewhere input[type="hidden"]')).toHaveCount(0);

  await page.evaluate(() =>
    document.querySelector('#commentform')?.addEventListener('submit', (event) => event.preventDefault()),
  );
  // A review without a rating is stopped before it posts (and before any field is added): rate it.
  await page.locator('#commentform select#rating').evaluate((select) => {
    (select as HTMLSelectElement).value = '5';
  });
  await page.locator('#commentform #comment').fill('Bun');
  await page.locator('#commentform #author').fill('Ana');
  await page.locator('#commentform #email').fill('ana@example.ro');
  await page.locator('#commentform').evaluate((element) => (element as HTMLFormElement).requestSubmit());
  for (const field of AK) await expect(page.locator(`#commentform input[name="ak_${field}"]`)).toHaveCount(1);
  await page.locator('#commentform').evaluate((element) => (element as HTMLFormElement).requestSubmit());
  for (const field of AK) await expect(page.locator(`#commentform input[name="ak_${field}"]`)).toHaveCount(1);
});
