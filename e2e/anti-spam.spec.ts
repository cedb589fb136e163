import { expect, test } from '@playwright/test';
import { resetShop } from './support/fixture.ts';
import { FEEDBACK, fillValid, openContact } from './support/contact.ts';

const AK = ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm'];

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('contact form: the _wpcf7_ak_ fields are sent once per submit, with typing samples, and never pile up', async ({ page }) => {
  await openContact(page);
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(FEEDBACK) && request.method() === 'POST') bodies.push(request.postData() ?? '');
  });
  await page.mouse.move(10, 10);
  await page.mouse.move(200, 300);
  await fillValid(page, 'test-esec-mail');
  await page.locator('input[name="your-name"]').click();
  await page.keyboard.type('!');
  await page.locator('.wpcf7-submit').click();
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'failed');
  await page.locator('.wpcf7-submit').click();
  await expect.poll(() => bodies.length).toBe(2);
  for (const body of bodies) {
    for (const field of AK) expect(body.split(`name="_wpcf7_ak_${field}"`).length - 1, field).toBe(1);
  }
  const count = /name="_wpcf7_ak_bkpc"\r\n\r\n(\d+)/.exec(bodies[0] ?? '')?.[1];
  expect(Number(count)).toBeGreaterThan(0);
  await expect(page.locator('form.wpcf7-form input[name="_wpcf7_ak_bfs"]')).toHaveCount(1);
});

test('a review form posted natively carries ak_ fields; a form posting to another host gets none', async ({ page }) => {
  await page.goto('/produs/tricou-basic/#reviews');
  await expect(page.locator('#commentform')).toHaveAttribute('data-vitrina-state', /mounted/, { timeout: 15_000 });
  await page.evaluate(() => {
    const other = document.createElement('form');
    other.method = 'post';
    other.action = 'https://alt-site.example/abonare';
    other.id = 'elsewhere';
    other.innerHTML = '<label>Email <input name="email"></label><button>Abonează-te</button>';
    document.body.append(other);
    other.addEventListener('submit', (event) => event.preventDefault());
  });
  await expect(page.locator('#elsewhere')).not.toHaveAttribute('data-vitrina-state', 'mounted');
  await page.locator('#elsewhere button').click();
  await expect(page.locator('#elsewhere input[type="hidden"]')).toHaveCount(0);

  await page.evaluate(() => document.querySelector('#commentform')?.addEventListener('submit', (event) => event.preventDefault()));
  await page.locator('#commentform #comment').fill('Bun');
  await page.locator('#commentform').evaluate((element) => (element as HTMLFormElement).requestSubmit());
  for (const field of AK) await expect(page.locator(`#commentform input[name="ak_${field}"]`)).toHaveCount(1);
});
