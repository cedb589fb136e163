import { expect, test, type Page } from '@playwright/test';
import {
  LISTING,
  LISTING_IDS,
  listingButton,
  PLAIN_PAGE,
  SIMPLE_IDS,
  addOnServer,
  cartReadyUntouched,
  headerItems,
  recordCartRequests,
  resetShop,
} from '../support/cart.ts';

const refreshes = (log: ReturnType<typeof recordCartRequests>) =>
  log.filter((entry) => entry.endpoint === 'get_refreshed_fragments');

/** Lets a late request show up before counting (the runtime mounts on idle). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('a first visit with an empty cart makes zero cart requests', async ({ page }) => {
  const log = recordCartRequests(page);
  await page.goto(PLAIN_PAGE);
  await cartReadyUntouched(page);
  await settled(page);
  expect(log).toEqual([]);
});

test('a cart filled elsewhere (cookie, nothing stored) is refreshed once at load', async ({ page }) => {
  await addOnServer(page, SIMPLE_IDS[0]);
  const log = recordCartRequests(page);
  await page.goto(PLAIN_PAGE);
  await cartReadyUntouched(page);
  await settled(page);
  expect(refreshes(log)).toHaveLength(1);
});

test('a reload with a valid cache makes zero cart requests and shows the stored cart', async ({ page }) => {
  await page.goto(LISTING);
  await cartReadyUntouched(page);
  await listingButton(page, LISTING_IDS[0]).click();
  await expect(headerItems(page)).toHaveCount(1);
  const log = recordCartRequests(page);
  await page.reload();
  await cartReadyUntouched(page);
  await settled(page);
  expect(log).toEqual([]);
  await expect(headerItems(page)).toHaveCount(1);
});

test('an add in another tab refreshes this tab (storage event)', async ({ context }) => {
  const first = await context.newPage();
  await resetShop(first);
  await first.goto(PLAIN_PAGE);
  await cartReadyUntouched(first);
  const firstLog = recordCartRequests(first);
  const second = await context.newPage();
  await second.goto(LISTING);
  await cartReadyUntouched(second);
  await listingButton(second, LISTING_IDS[0]).click();
  await expect(headerItems(second)).toHaveCount(1);
  await expect(headerItems(first)).toHaveCount(1);
  expect(refreshes(firstLog)).toHaveLength(1);
});

test('a back/forward cache restore empties the mini-cart and refreshes it', async ({ page }) => {
  await addOnServer(page, SIMPLE_IDS[0]);
  const log = recordCartRequests(page);
  await page.goto(PLAIN_PAGE);
  await cartReadyUntouched(page);
  // The cart was filled elsewhere, so the page refreshes once at load (test above); the restore
  // is counted only once that refresh has finished, or the two would be told apart by luck.
  await expect.poll(() => refreshes(log).filter((entry) => entry.end !== undefined).length).toBe(1);
  await expect(headerItems(page)).toHaveCount(1);
  await addOnServer(page, SIMPLE_IDS[1]);
  const before = log.length;
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(headerItems(page)).toHaveCount(2);
  expect(refreshes(log.slice(before))).toHaveLength(1);
});

test('wc_fragment_refresh from other code refreshes', async ({ page }) => {
  await page.goto(PLAIN_PAGE);
  await cartReadyUntouched(page);
  await addOnServer(page, SIMPLE_IDS[0]);
  await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh')));
  await expect(headerItems(page)).toHaveCount(1);
});

test.describe('storage unavailable', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage'] as const) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
  });

  test('fragments are refreshed on every load', async ({ page }) => {
    await addOnServer(page, SIMPLE_IDS[0]);
    for (let load = 0; load < 2; load++) {
      const log = recordCartRequests(page);
      if (load === 0) await page.goto(PLAIN_PAGE);
      else await page.reload();
      await cartReadyUntouched(page);
      await settled(page);
      expect(refreshes(log)).toHaveLength(1);
      await expect(headerItems(page)).toHaveCount(1);
    }
  });
});
