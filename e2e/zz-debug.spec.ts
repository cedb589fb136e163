import { test } from '@playwright/test';
test('x', async ({ page }) => {
  page.on('console', (m) => { if (m.type()==='error') console.log('CONSOLE', m.text(), JSON.stringify(m.location())); });
  page.on('pageerror', (e) => console.log('PAGEERR', e.stack));
  await page.goto('/finalizare-comanda/');
  await page.waitForTimeout(5000);
});
