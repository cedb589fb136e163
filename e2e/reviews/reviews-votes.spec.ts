import { expect, test, type Page } from '@playwright/test';
import { injectFault } from '../support/product.ts';
import { openReviews, qnaHost, REVIEW_ERRORS, reviewItems, scriptAction } from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';
import { settledCalls, trackAdminAjax } from '../support/uncaught.ts';

const firstVotes = (page: Page) => reviewItems(page).first().locator('.cr-voting-cont-uni');
const up = (page: Page) => firstVotes(page).locator('.cr-voting-upvote.cr-voting-a');
const down = (page: Page) => firstVotes(page).locator('.cr-voting-downvote.cr-voting-a');
const count = async (page: Page, which: 'up' | 'down') =>
  Number((await firstVotes(page).locator(`.cr-voting-${which}vote-count`).textContent())!.replace(/[()]/g, ''));

failOnPageErrors({ watch: REVIEW_ERRORS });

test('a review vote turns the button active by votes.current and updates both counts; voting again withdraws it', async ({
  page,
}) => {
  await openReviews(page);
  const before = await count(page, 'up');
  await expect(up(page)).toHaveAttribute('role', 'button');
  await expect(up(page)).toHaveAttribute('aria-pressed', 'false');
  await up(page).click();
  await expect(up(page)).toHaveClass(/cr-voting-active/);
  await expect(up(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await count(page, 'up')).toBe(before + 1);
  await expect(up(page)).toHaveAccessibleName(`Util (${before + 1})`);
  const downBefore = await count(page, 'down');
  await down(page).focus();
  await page.keyboard.press('Enter');
  await expect(down(page)).toHaveClass(/cr-voting-active/);
  await expect(up(page)).not.toHaveClass(/cr-voting-active/);
  expect(await count(page, 'down')).toBe(downBefore + 1);
  expect(await count(page, 'up')).toBe(before);
  await page.keyboard.press('Space');
  await expect(down(page)).not.toHaveClass(/cr-voting-active/);
  expect(await count(page, 'down')).toBe(downBefore);
});

test('votes work on reviews loaded later and on questions', async ({ page }) => {
  await openReviews(page);
  await page.locator('.cr-show-more-reviews-prd').click();
  await expect(reviewItems(page)).toHaveCount(10);
  const later = reviewItems(page).nth(7).locator('.cr-voting-upvote.cr-voting-a');
  await later.click();
  await expect(later).toHaveClass(/cr-voting-active/);
  const question = qnaHost(page).locator('.cr-voting-upvote.cr-voting-a').first();
  await question.click();
  await expect(question).toHaveClass(/cr-voting-active/);
});

test('an answer without votes changes nothing and throws nothing', async ({ page }) => {
  await page.addInitScript(trackAdminAjax);
  await openReviews(page);
  const before = await count(page, 'up');
  await scriptAction(page, 'cr_vote_review', { body: { code: 0 } });
  await up(page).click();
  // The vote was really sent and answered (without the handler nothing changes either).
  await expect.poll(() => settledCalls(page, 'cr_vote_review')).toBe(1);
  await expect(firstVotes(page)).not.toHaveClass(/cr-voting-update/);
  await expect(up(page)).not.toHaveClass(/cr-voting-active/);
  expect(await count(page, 'up')).toBe(before);
});

for (const fault of ['500', 'malformed', 'network'] as const) {
  test(`a vote failing with ${fault} is announced and changes nothing`, async ({ page }) => {
    await openReviews(page);
    const before = await count(page, 'up');
    await injectFault(page, 'cr_vote_review', fault);
    await up(page).click();
    await expect(page.locator('.vitrina-live-region[role="alert"]')).toHaveText(
      'Votul nu a fost înregistrat. Încearcă din nou.',
    );
    await expect(up(page)).not.toHaveClass(/cr-voting-active/);
    expect(await count(page, 'up')).toBe(before);
  });
}

test('a vote answer of the wrong shape changes nothing', async ({ page }) => {
  await openReviews(page);
  const before = await count(page, 'up');
  await scriptAction(page, 'cr_vote_review', { body: { code: 0, votes: { upvotes: '<b>', current: 'x' } } });
  await up(page).click();
  await expect(page.locator('.vitrina-live-region[role="alert"]')).toHaveText(
    'Votul nu a fost înregistrat. Încearcă din nou.',
  );
  expect(await count(page, 'up')).toBe(before);
});
