import { expect, test } from '@playwright/test';
import { BAR } from '../support/consent.ts';
import { holdChunk } from '../support/first-touch.ts';
import { hostMountedByHover } from '../support/product.ts';

/**
 * Issue 36's flake (reviews-faults "cr_auto_download_media_frontend × shape"): the all-reviews block's
 * "Pagina 2" sits at the end of /recenzii/, and the click that scrolled it into view also closed the
 * cookie banner (the shop closes it on scrolling). The room the banner kept after the content went at
 * once, the page got shorter under the window and the browser pulled the scroll position back:
 * everything in view moved down while the press was held, the release landed beside the page link and
 * Chromium made no click on it. Here the banner closes by its own time (show_once) while the press is
 * held at the end of the page; its close on scrolling is off, so the scroll there leaves it up.
 */
const SETTINGS = { cli_cookiebar_settings: { scroll_close: '', show_once_yn: '1', show_once: '8000' } };

test('a press at the end of the page while the cookie banner closes by itself still clicks what was pressed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The banner's code (and its timer) comes once the list is ready, so the press is held well within its time.
  const consent = await holdChunk(page, 'cookie-consent');
  await page.goto(`/recenzii/?vitrina-config=${encodeURIComponent(JSON.stringify({ globals: SETTINGS }))}`);
  await hostMountedByHover(page, '.cr-all-reviews-shortcode');
  consent.release();
  await expect(page.locator(BAR)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(page.locator(BAR)).toBeVisible();
  // The end of the page, with the room the banner keeps after the content.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const pageTwo = page.locator('.cr-all-reviews-shortcode').getByRole('button', { name: 'Pagina 2' });
  await expect(pageTwo).toBeInViewport();

  const box = (await pageTwo.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator(BAR), 'the banner was up when the press began').toBeVisible();
  await expect(page.locator(BAR)).toBeHidden({ timeout: 15_000 });
  await page.mouse.up();
  await expect(page.locator('.cr-all-reviews-shortcode [aria-current="page"]')).toHaveText('2');
});
