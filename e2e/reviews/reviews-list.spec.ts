import { expect, test, type Page } from '@playwright/test';
import { injectFault, recordAdminAjax } from '../support/product.ts';
import { expectAxeClean } from '../support/axe.ts';
import {
  callEnded,
  callsOf,
  HOSTILE,
  nextCall,
  openReviews,
  REVIEW_ERRORS,
  REVIEWED,
  reviewItems,
  reviewsHost,
  scriptAction,
  xssRan,
} from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';
import { armFault, redirectTargetPerTest } from '../support/redirect-target.ts';

const ratings = async (page: Page) =>
  (await reviewItems(page).locator('.star-rating strong.rating').allTextContents()).map(Number);

failOnPageErrors({ watch: REVIEW_ERRORS });

test('5.117 prints the histogram as spans, no links; the ivrating URL still filters without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${REVIEWED.path}?ivrating=5#tab-reviews`);
  await expect(page.locator('.ivole-histogramRow a')).toHaveCount(0);
  await expect(page.locator('.ivole-histogramRow span.cr-histogram-a[data-rating="5"]')).toHaveCount(2);
  expect(await ratings(page)).not.toHaveLength(0);
  expect(new Set(await ratings(page))).toEqual(new Set([5]));
  await context.close();
});

test('the histogram filters through cr_filter_reviews with the summary nonce; the chosen row clears it', async ({
  page,
}) => {
  const sent = await recordAdminAjax(page);
  await openReviews(page);
  const url = page.url();
  const four = page.locator('.ivole-histogramCell1 .cr-histogram-a[data-rating="4"]');
  await four.click();
  await expect(four).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => new Set(await ratings(page))).toEqual(new Set([4]));
  expect(page.url()).toBe(url);
  const filter = callsOf(await sent(), 'cr_filter_reviews');
  expect(filter).toHaveLength(1);
  expect(filter[0]!.get('security')).toBe(await page.locator('.cr-summaryBox-ajax').getAttribute('data-nonce'));
  expect(filter[0]!.get('rating')).toBe('4');
  expect(filter[0]!.get('productID')).toBe(String(REVIEWED.id));
  await four.click();
  await expect(four).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => new Set(await ratings(page)).size).toBeGreaterThan(1);
  await expect(page.locator('.ivole-histogramRow-s')).toHaveCount(0);
});

test('sort goes through cr_sort_reviews and reorders the list', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await openReviews(page);
  await page.locator('select.cr-ajax-reviews-sort').selectOption('ratinglow');
  await expect.poll(async () => (await ratings(page))[0]).toBe(1);
  const sorted = await ratings(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  expect(callsOf(await sent(), 'cr_sort_reviews')[0]!.get('sort')).toBe('ratinglow');
});

test('search waits for a pause, Enter searches at once; no match shows the no-results notice', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await openReviews(page);
  const search = page.locator('.cr-ajax-search input');
  await search.fill('livrare');
  await search.press('Enter');
  await expect
    .poll(async () =>
      (await reviewItems(page).locator('.description').allTextContents()).every((text) => /livrare/i.test(text)),
    )
    .toBe(true);
  const first = callsOf(await sent(), 'cr_show_more_reviews');
  expect(first).toHaveLength(1);
  expect(first[0]!.get('search')).toBe('livrare');
  expect(first[0]!.get('page')).toBe('0');
  expect(first[0]!.get('security')).toBe(await reviewsHost(page).getAttribute('data-nonce'));
  await search.fill('nimic-de-gasit');
  await expect(page.locator('.cr-search-no-reviews')).toBeVisible();
  await expect(reviewItems(page)).toHaveCount(0);
  await expect(page.locator('.cr-show-more-reviews-prd')).toBeHidden();
  await expect(search).toHaveValue('nimic-de-gasit');
  await page.getByRole('button', { name: 'Șterge căutarea' }).click();
  await expect(page.locator('.cr-search-no-reviews')).toBeHidden();
  await expect(reviewItems(page)).toHaveCount(5);
});

test('tag chips toggle, re-query from page 0 and carry every selected tag', async ({ page }) => {
  const sent = await recordAdminAjax(page);
  await openReviews(page);
  await page.locator('.cr-show-more-reviews-prd').click();
  await expect(reviewItems(page)).toHaveCount(10);
  const tag = page.locator('.cr-tags-filter[data-crtagid="33"]');
  await expect(tag).toHaveAttribute('role', 'button');
  await tag.click();
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await expect(tag).toHaveClass(/cr-tag-selected/);
  await expect.poll(async () => callsOf(await sent(), 'cr_show_more_reviews').length).toBe(2);
  const tagged = callsOf(await sent(), 'cr_show_more_reviews')[1]!;
  expect(tagged.getAll('tags[]')).toEqual(['33']);
  expect(tagged.get('page')).toBe('0');
  await expect
    .poll(async () =>
      (await reviewItems(page).locator('.cr-review-tags').allTextContents()).every((text) => text.includes('livrare')),
    )
    .toBe(true);
  await tag.click();
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => callsOf(await sent(), 'cr_show_more_reviews').length).toBe(3);
});

test('show more appends the next page, updates the count and label, moves focus and hides on the last page', async ({
  page,
}) => {
  await openReviews(page);
  const more = page.locator('.cr-show-more-reviews-prd');
  await expect(more).toHaveText('Afișează mai multe recenzii (24)');
  const firstIds = await reviewItems(page).evaluateAll((items) => items.map((item) => item.id));
  await more.click();
  await expect(reviewItems(page)).toHaveCount(10);
  expect(await reviewItems(page).evaluateAll((items) => items.slice(0, 5).map((item) => item.id))).toEqual(firstIds);
  await expect(reviewItems(page).nth(5)).toBeFocused();
  await expect(page.locator('.cr-count-row-count')).toHaveText('Se afișează 1–10 din 29 de recenzii');
  await expect(more).toHaveText('Afișează mai multe recenzii (19)');
  for (let shown = 15; shown <= 25; shown += 5) {
    await more.click();
    await expect(reviewItems(page)).toHaveCount(shown);
  }
  await more.click();
  await expect(reviewItems(page)).toHaveCount(29);
  await expect(more).toBeHidden();
  await expect(reviewsHost(page)).toHaveAttribute('data-page', '6');
});

test('the newest query wins over an older, slower answer', async ({ page }) => {
  await openReviews(page);
  await scriptAction(page, 'cr_sort_reviews', { delayMs: 2500 });
  const sort = nextCall(page, 'cr_sort_reviews');
  await page.locator('select.cr-ajax-reviews-sort').selectOption('ratinghigh');
  const stale = await sort;
  await page.locator('.ivole-histogramCell1 .cr-histogram-a[data-rating="2"]').click();
  await expect.poll(async () => new Set(await ratings(page))).toEqual(new Set([2]));
  // The sort answer, had it landed, would start with the 5-star reviews.
  await callEnded(page, stale);
  expect(new Set(await ratings(page))).toEqual(new Set([2]));
});

for (const fault of ['500', 'malformed', 'network', 'timeout'] as const) {
  test(`a list call failing with ${fault} says so, keeps the list and what was typed, and retries`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openReviews(page);
    const before = await reviewItems(page).count();
    await injectFault(page, 'cr_show_more_reviews', fault);
    const search = page.locator('.cr-ajax-search input');
    await search.fill('calitate');
    await search.press('Enter');
    await expect(reviewsHost(page).locator('.cr-reviews-status [role="alert"]')).toHaveText(
      'Recenziile nu au putut fi încărcate. Încearcă din nou.',
      { timeout: 20_000 },
    );
    await expect(reviewItems(page)).toHaveCount(before);
    await expect(search).toHaveValue('calitate');
    await page.request.delete('/__fixture/faults');
    await reviewsHost(page).getByRole('button', { name: 'Încearcă din nou' }).click();
    await expect(reviewsHost(page).locator('.cr-reviews-status [role="alert"]')).toHaveText('');
    await expect
      .poll(async () =>
        (await reviewItems(page).locator('.description').allTextContents()).every((text) => /calitate/i.test(text)),
      )
      .toBe(true);
  });
}

// Each test of the file gets its own second origin (a local server, cheap to start); the redirect cases use it.
const target = redirectTargetPerTest();

// Issue 39: the search typed and the list's nonce are not sent on to another origin by a 307.
test('a list call answered by a redirect to another origin: nothing reaches it, says so, keeps what was typed, and retries', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openReviews(page);
  const before = await reviewItems(page).count();
  await armFault(page, 'cr_show_more_reviews', 'redirect', 1, target);
  const search = page.locator('.cr-ajax-search input');
  await search.fill('calitate');
  await search.press('Enter');
  await expect(reviewsHost(page).locator('.cr-reviews-status [role="alert"]')).toHaveText(
    'Recenziile nu au putut fi încărcate. Încearcă din nou.',
    { timeout: 20_000 },
  );
  expect(target.requests, 'requests that followed the 307 off the site').toEqual([]);
  await expect(reviewItems(page)).toHaveCount(before);
  await expect(search).toHaveValue('calitate');
  await reviewsHost(page).getByRole('button', { name: 'Încearcă din nou' }).click();
  await expect(reviewsHost(page).locator('.cr-reviews-status [role="alert"]')).toHaveText('');
  await expect
    .poll(async () =>
      (await reviewItems(page).locator('.description').allTextContents()).every((text) => /calitate/i.test(text)),
    )
    .toBe(true);
});

test('an answer of the wrong shape is an error, not a broken list', async ({ page }) => {
  await openReviews(page);
  await scriptAction(page, 'cr_sort_reviews', { body: { page: 'unu', html: 42 } });
  await page.locator('select.cr-ajax-reviews-sort').selectOption('helpful');
  await expect(reviewsHost(page).locator('.cr-reviews-status [role="alert"]')).toHaveText(
    'Recenziile nu au putut fi încărcate. Încearcă din nou.',
  );
  await expect(reviewItems(page)).toHaveCount(5);
});

test('text fields of an answer are inserted as text', async ({ page }) => {
  await openReviews(page);
  await scriptAction(page, 'cr_sort_reviews', {
    body: {
      page: 1,
      html: '<li class="review">Recenzie</li>',
      count_row: HOSTILE,
      show_more_label: HOSTILE,
      last_page: false,
    },
  });
  await page.locator('select.cr-ajax-reviews-sort').selectOption('helpful');
  await expect(page.locator('.cr-count-row-count')).toHaveText(HOSTILE);
  await expect(page.locator('.cr-show-more-reviews-prd')).toHaveText(HOSTILE);
  expect(await xssRan(page)).toBe(false);
  await expect(page.locator('.cr-count-row-count img')).toHaveCount(0);
});

test('keyboard only: a histogram row, a tag and show more work from the keyboard; axe is clean', async ({ page }) => {
  // Two axe runs over the whole reviews tab (list, form, Q & A) need more than 30 s on a loaded machine.
  test.setTimeout(90_000);
  await openReviews(page);
  await expectAxeClean(page, '#reviews');
  const five = page.locator('.ivole-histogramCell1 .cr-histogram-a[data-rating="5"]');
  await five.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => new Set(await ratings(page))).toEqual(new Set([5]));
  const tag = page.locator('.cr-tags-filter[data-crtagid="31"]');
  await tag.focus();
  await page.keyboard.press('Space');
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await five.focus();
  await page.keyboard.press('Enter');
  await tag.focus();
  await page.keyboard.press('Enter');
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
  await expect(reviewItems(page)).toHaveCount(5);
  await page.locator('.cr-show-more-reviews-prd').focus();
  await page.keyboard.press('Enter');
  await expect(reviewItems(page)).toHaveCount(10);
  await expectAxeClean(page, '#reviews');
});
