import { expect, test, type Page } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import { armed, holdChunk, type HeldChunk } from '../support/first-touch.ts';
import { container, RATED_POST, recordVotes, sentVotes, stars } from '../support/rating.ts';

/**
 * Rate My Post's results widget (the header's stars and count) wakes with the rating widget it
 * belongs to. On the shopper's first vote, by mouse, touch or keyboard, with both chunks held at
 * the network until the interaction is done (issue 33 items 1 and 4), it shows the new count.
 */
const results = (page: Page) => page.locator('header .js-rmp-results-widget');

async function open(page: Page): Promise<HeldChunk[]> {
  await resetShop(page);
  await recordVotes(page);
  const chunks = [await holdChunk(page, 'post-rating'), await holdChunk(page, 'post-rating-results')];
  await page.goto(RATED_POST.path);
  await armed(container(page));
  await armed(results(page));
  return chunks;
}

async function expectCounted(page: Page, chunks: HeldChunk[]): Promise<void> {
  await expect.poll(() => chunks.every((chunk) => chunk.requested())).toBe(true);
  for (const chunk of chunks) chunk.release();
  await expect(results(page).locator('.rmp-results-widget__vote-count')).toHaveText(`(${RATED_POST.count + 1})`);
  expect((await sentVotes(page)).map((vote) => vote.get('star_rating'))).toEqual(['5']);
}

test('a mouse click on the 5th star with no hover before it: the results widget counts the vote', async ({ page }) => {
  const chunks = await open(page);
  await stars(page).nth(4).click();
  await expectCounted(page, chunks);
});

test('keyboard: focus on the 5th star, then Enter: the results widget counts the vote', async ({ page }) => {
  const chunks = await open(page);
  await stars(page).nth(4).focus();
  await page.keyboard.press('Enter');
  await expectCounted(page, chunks);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on the 5th star: the results widget counts the vote', async ({ page }) => {
    const chunks = await open(page);
    await stars(page).nth(4).tap();
    await expectCounted(page, chunks);
  });
});
