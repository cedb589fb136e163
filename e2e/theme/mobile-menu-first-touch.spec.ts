import { expect, test, type Page } from '@playwright/test';
import { armed, holdChunk, type HeldChunk } from '../support/first-touch.ts';
import { PHONE } from '../support/theme.ts';

/**
 * Flatsome's mobile menu on the shopper's first interaction with the header's menu button, by
 * touch, mouse and keyboard, with no pre-touch and the widget's chunk held at the network until
 * the interaction is done (issue 33 items 1 and 4): the off-canvas menu opens once.
 */
test.use({ viewport: PHONE });

const opener = (page: Page) => page.locator('[data-open="#main-menu"]').first();
const dialog = (page: Page) => page.locator('dialog.mobile-sidebar-dialog');

async function open(page: Page): Promise<HeldChunk> {
  const chunk = await holdChunk(page, 'mobile-menu');
  await page.goto('/');
  await armed(page.locator('#main-menu'));
  return chunk;
}

async function expectOpened(page: Page, chunk: HeldChunk): Promise<void> {
  await expect.poll(() => chunk.requested()).toBe(true);
  chunk.release();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveCount(1);
  await expect(opener(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog(page).locator('#main-menu')).toBeVisible();
}

test('a mouse click with no hover before it opens the menu, the chunk arriving after the click', async ({ page }) => {
  const chunk = await open(page);
  await opener(page).click();
  await expectOpened(page, chunk);
});

test('keyboard: focus on the menu button, then Enter opens the menu; Escape closes it back to the button', async ({
  page,
}) => {
  const chunk = await open(page);
  await opener(page).focus();
  await page.keyboard.press('Enter');
  await expectOpened(page, chunk);
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(opener(page)).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap opens the menu, the chunk arriving after the tap', async ({ page }) => {
    const chunk = await open(page);
    await opener(page).tap();
    await expectOpened(page, chunk);
  });
});
