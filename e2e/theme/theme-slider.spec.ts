import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { collectErrors, DESKTOP, hostReady } from '../support/theme.ts';

test.use({ viewport: DESKTOP });

const PAGE = '/despre-noi/';
const TITLES = ['Colecția de toamnă', 'Blugi pentru orice zi', 'Pijamale moi'];
const region = (page: Page) => page.locator('#slider-1');
const slide = (page: Page, index: number) => page.locator(`#banner-${index + 1}`);
const button = (page: Page, name: string) => region(page).getByRole('button', { name, exact: true });

async function expectShown(page: Page, index: number): Promise<void> {
  await expect(slide(page, index)).toBeVisible();
  for (const other of [0, 1, 2].filter((candidate) => candidate !== index))
    await expect(slide(page, other)).toBeHidden();
  await expect(button(page, `Diapozitivul ${index + 1}`)).toHaveAttribute('aria-current', 'true');
}

/** The page clock stands still from the start: rotation happens only when the test moves time. */
async function openWithStillClock(page: Page, query = ''): Promise<void> {
  const start = new Date('2026-01-05T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`${PAGE}${query}`);
  await hostReady(page, '#slider-1 > .slider');
}

test('without JavaScript every slide is in the page with its link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  for (const [index, title] of TITLES.entries()) {
    await expect(slide(page, index).locator('h3')).toHaveText(title);
    await expect(slide(page, index).locator('h3')).toBeVisible();
  }
  await context.close();
});

test('APG carousel: one slide shown, keyboard path through the controls, focus stops rotation', async ({ page }) => {
  const errors = collectErrors(page);
  await openWithStillClock(page);
  await expect(region(page)).toHaveAttribute('role', 'region');
  await expect(region(page)).toHaveAttribute('aria-roledescription', 'carusel');
  await expect(slide(page, 0)).toHaveAttribute('aria-roledescription', 'diapozitiv');
  await expect(slide(page, 1)).toHaveAttribute('aria-label', '2 din 3');
  await expectShown(page, 0);
  await expect(region(page).locator('.loading-spin')).toBeHidden();

  // The rotation button comes first; keyboard focus entering the carousel stops the rotation.
  const rotation = region(page).locator('.vitrina-slider-rotation');
  await expect(rotation).toHaveText('Oprește derularea automată');
  await button(page, 'Diapozitivul următor').focus();
  await expect(rotation).toHaveText('Pornește derularea automată');
  // Stopped, so time may flow again (axe needs timers).
  await page.clock.resume();
  await expectAxeClean(page, '#slider-1');
  await expectShown(page, 0);
  await button(page, 'Diapozitivul următor').focus();
  await expect(region(page).locator('.slider')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Enter');
  await expectShown(page, 1);
  await page.keyboard.press('Space');
  await expectShown(page, 2);
  await page.keyboard.press('Enter');
  await expectShown(page, 0);
  await button(page, 'Diapozitivul anterior').focus();
  await page.keyboard.press('Enter');
  await expectShown(page, 2);
  await button(page, 'Diapozitivul 2').click();
  await expectShown(page, 1);
  // The shown slide's link is reachable; the hidden ones are not.
  await expect(slide(page, 1).getByRole('link', { name: 'Vezi produsele' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vezi produsele' })).toHaveCount(1);
  await expectAxeClean(page, '#slider-1');
  expect(errors).toEqual([]);
});

test('rotates by itself every 6 s, pauses under the pointer, and the rotation button stops it', async ({ page }) => {
  const errors = collectErrors(page);
  await openWithStillClock(page);
  await expectShown(page, 0);
  await expect(region(page).locator('.slider')).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(6100);
  await expectShown(page, 1);
  await slide(page, 1).hover();
  await page.clock.runFor(13_000);
  await expectShown(page, 1);
  await page.mouse.move(5, 5);
  await page.clock.runFor(6100);
  await expectShown(page, 2);
  await page.clock.runFor(6100);
  await expectShown(page, 0);
  await region(page).locator('.vitrina-slider-rotation').click();
  await page.mouse.move(5, 5);
  await expect(region(page).locator('.vitrina-slider-rotation')).toHaveText('Pornește derularea automată');
  await page.clock.runFor(13_000);
  await expectShown(page, 0);
  expect(errors).toEqual([]);
});

test('with reduced motion nothing rotates until the shopper starts it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithStillClock(page);
  const rotation = region(page).locator('.vitrina-slider-rotation');
  await expect(rotation).toHaveText('Pornește derularea automată');
  await page.clock.runFor(13_000);
  await expectShown(page, 0);
  await rotation.click();
  await expect(rotation).toHaveText('Oprește derularea automată');
  await page.mouse.move(5, 5);
  await page.clock.runFor(6100);
  await expectShown(page, 1);
  expect(errors).toEqual([]);
});
