import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { injectFault, resetShop, type Fault } from '../support/fixture.ts';
import { holdChunk } from '../support/first-touch.ts';
import { armFault, redirectTargetPerTest } from '../support/redirect-target.ts';
import {
  collectErrors,
  container,
  RATED_POST,
  ratedCookie,
  ratingMessage,
  ratingArmed,
  stars,
  UNRATED_POST,
  withRatingSettings,
} from '../support/rating.ts';

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

/** A 'network' fault is armed for many requests: Chromium retries a dropped kept-alive socket before it reports the failure. */
const times = (fault: Fault) => (fault === 'network' ? 20 : 1);

const MESSAGES: Record<Exclude<Fault, '500'>, string> = {
  timeout: 'Nota nu a fost trimisă. Serverul nu a răspuns la timp. Încearcă din nou.',
  malformed: 'Nota nu a fost trimisă. Răspunsul serverului nu este valid. Încearcă din nou.',
  shape: 'Nota nu a fost trimisă. Răspunsul serverului nu este valid. Încearcă din nou.',
  network: 'Nota nu a fost trimisă. Se pare că nu ești conectat la internet. Verifică conexiunea și încearcă din nou.',
};

async function voteFor(page: Page, star: number): Promise<void> {
  await stars(page)
    .nth(star - 1)
    .click();
}

for (const fault of ['timeout', 'malformed', 'shape', 'network'] as const) {
  test(`process_rating ${fault}: the shopper reads why, nothing is counted, the choice stays and a retry counts`, async ({
    page,
  }) => {
    if (fault === 'timeout') test.setTimeout(60_000);
    const errors = collectErrors(page);
    await page.goto(withRatingSettings(RATED_POST.path, { preventAccidental: '2' }));
    await ratingArmed(page);
    await injectFault(page, 'process_rating', fault, times(fault));
    await voteFor(page, 4);
    await page.locator('.js-submit-rating-btn').click();
    await expect(ratingMessage(page)).toHaveText(MESSAGES[fault], { timeout: fault === 'timeout' ? 25_000 : 7_000 });
    await expect(ratingMessage(page)).toHaveClass(/rmp-rating-widget__msg--alert/);
    await expect(stars(page).nth(3)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.js-rmp-vote-count')).toHaveText(String(RATED_POST.count));
    expect(await ratedCookie(page)).toBeUndefined();
    await page.request.delete('/__fixture/faults');
    await page.locator('.js-submit-rating-btn').click();
    await expect(page.locator('.js-rmp-vote-count')).toHaveText('13');
    expect(errors).toEqual([]);
  });
}

test('process_rating 500: silently ignored (no message), the widget stays open', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(RATED_POST.path);
  await ratingArmed(page);
  await injectFault(page, 'process_rating', '500');
  const answered = page.waitForResponse(
    (response) => response.url().includes('admin-ajax.php') && response.status() === 500,
  );
  await voteFor(page, 5);
  await answered;
  await expect(stars(page).first()).not.toHaveAttribute('aria-disabled', 'true');
  await expect(ratingMessage(page)).toHaveText('');
  await expect(page.locator('.js-rmp-vote-count')).toHaveText(String(RATED_POST.count));
  expect(errors).toEqual([]);
});

test("the server's errorMsg entries show one per line in alert style, as text (hostile markup runs nothing)", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(RATED_POST.path);
  await ratingArmed(page);
  await page.route('**/wp-admin/admin-ajax.php', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ errorMsg: ['Prea multe voturi.', '<img src=x onerror="window.__pwned=1">'] }),
    }),
  );
  await voteFor(page, 3);
  await expect(ratingMessage(page)).toHaveText('Prea multe voturi.<img src=x onerror="window.__pwned=1">');
  await expect(ratingMessage(page).locator('br')).toHaveCount(1);
  await expect(ratingMessage(page).locator('img')).toHaveCount(0);
  await expect(ratingMessage(page)).toHaveClass(/--alert/);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

/**
 * Refusals as rate-my-post 4.5.1 sends them (public/class-rate-my-post-public.php process_rating):
 * HTTP 200, `{voteCount: false, avgRating: false, errorMsg: [...], token: '-1', id: '-1'}`. The
 * widget shows errorMsg as text and keeps the counts it shows.
 */
const counts = (page: Page) =>
  [page.locator('.js-rmp-vote-count').first(), page.locator('.js-rmp-avg-rating').first()] as const;

test("a refused vote (bad nonce): the plugin's own answer, its reason shown as text, the counts kept; keyboard path and axe", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(withRatingSettings(RATED_POST.path, { nonce: 'expirat' }));
  await ratingArmed(page);
  const answer = page.waitForResponse((response) => response.url().includes('admin-ajax.php'));
  await stars(page).first().focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  expect(await (await answer).json()).toEqual({
    voteCount: false,
    avgRating: false,
    errorMsg: ['Token WP invalid!'],
    token: '-1',
    id: '-1',
  });
  await expect(ratingMessage(page)).toHaveText('Token WP invalid!');
  await expect(ratingMessage(page)).toHaveClass(/--alert/);
  const [count, average] = counts(page);
  await expect(count).toHaveText(String(RATED_POST.count));
  await expect(average).toHaveText(RATED_POST.average);
  await expectAxeClean(page, '.js-rmp-widgets-container', { allRules: true });
  expect(errors).toEqual([]);
});

test('a refused vote (already voted from another tab or a lost cookie): the reason, the counts kept', async ({
  page,
  context,
}) => {
  await page.goto(RATED_POST.path);
  await ratingArmed(page);
  await voteFor(page, 4);
  await expect(page.locator('.js-rmp-vote-count').first()).toHaveText(String(RATED_POST.count + 1));
  await context.clearCookies({ name: 'rmp-rate' });
  await page.reload();
  await ratingArmed(page);
  const [count, average] = counts(page);
  const shownAverage = await average.textContent();
  await voteFor(page, 1);
  await expect(ratingMessage(page)).toHaveText('Ai votat deja! Acest vot nu va fi luat în considerare!');
  await expect(count).toHaveText(String(RATED_POST.count + 1));
  await expect(average).toHaveText(shownAverage ?? '');
});

test('a refused vote (no rating reached the server): every reason the plugin collected, one per line', async ({
  page,
}) => {
  await page.goto(withRatingSettings(RATED_POST.path, { nonce: 'expirat' }));
  await ratingArmed(page);
  // The rating lost on the way (a proxy or a plugin stripping it): the fixture answers as the plugin.
  await page.route('**/wp-admin/admin-ajax.php', (route) => {
    const body = route.request().postData() ?? '';
    return route.continue({ postData: body.replace(/(star_rating(?:"\r\n\r\n|=))\d+/, '$10') });
  });
  await voteFor(page, 2);
  await expect(ratingMessage(page)).toHaveText('Nu a fost trimisă nicio notă!Token WP invalid!');
  await expect(ratingMessage(page).locator('br')).toHaveCount(1);
  await expect(page.locator('.js-rmp-vote-count').first()).toHaveText(String(RATED_POST.count));
});

for (const fault of ['500', 'timeout', 'malformed', 'shape', 'network'] as const) {
  test(`process_feedback ${fault}: the typed feedback stays${fault === '500' ? ' (no message)' : ' with a message'}; a retry sends it`, async ({
    page,
  }) => {
    if (fault === 'timeout') test.setTimeout(60_000);
    const errors = collectErrors(page);
    await page.goto(UNRATED_POST.path);
    await ratingArmed(page);
    await voteFor(page, 1);
    const input = page.locator('.js-rmp-feedback-input');
    await expect(input).toBeFocused();
    await input.fill('Lipsesc mărimile pentru copii.');
    await injectFault(page, 'process_feedback', fault, times(fault));
    const failed =
      fault === '500'
        ? page.waitForResponse((response) => response.url().includes('admin-ajax.php') && response.status() === 500)
        : null;
    await page.locator('.js-rmp-feedback-button').click();
    if (failed) {
      await failed;
      await expect(page.locator('.js-rmp-feedback-msg')).toHaveText('');
    } else {
      await expect(page.locator('.js-rmp-feedback-msg')).toContainText(
        'Feedbackul nu a fost trimis; textul tău a rămas în căsuță.',
        { timeout: fault === 'timeout' ? 25_000 : 7_000 },
      );
      await expect(page.locator('.js-rmp-feedback-msg')).toHaveClass(/--alert/);
    }
    await expect(input).toHaveValue('Lipsesc mărimile pentru copii.');
    await page.request.delete('/__fixture/faults');
    await page.locator('.js-rmp-feedback-button').click();
    await expect(page.locator('.js-rmp-feedback-msg')).toHaveText('Mulțumim pentru feedback!');
    expect(errors).toEqual([]);
  });
}

test('a feedback draft survives a reload: shown with its text when seen, with nothing touched; typing before React loses nothing; it still sends', async ({
  page,
}) => {
  await page.goto(UNRATED_POST.path);
  await ratingArmed(page);
  await voteFor(page, 2);
  await page.locator('.js-rmp-feedback-input').fill('Text început înainte de reîncărcare');
  // The pointer leaves the widget, so nothing but the page being seen can draw it after the reload.
  await page.mouse.move(0, 0);
  const chunk = await holdChunk(page, 'post-rating');
  await page.reload();
  await ratingArmed(page);
  await expect(page.locator('.js-rmp-feedback-widget')).toHaveClass(/--visible/);
  await expect(page.locator('.js-rmp-feedback-input')).toHaveValue('Text început înainte de reîncărcare');
  await expect(page.locator('.js-rmp-rating-widget')).toBeHidden();
  await expect(container(page)).toHaveAttribute('data-vitrina-state', 'pending');
  // Typed while the widget's chunk is still on its way: kept when React takes the text box over.
  await page.locator('.js-rmp-feedback-input').click();
  await page.keyboard.type(' și continuat');
  chunk.release();
  await expect(container(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(page.locator('.js-rmp-feedback-input')).toHaveValue('Text început înainte de reîncărcare și continuat');
  await expect(page.locator('.js-rmp-feedback-input')).toBeFocused();
  await page.locator('.js-rmp-feedback-button').click();
  await expect(page.locator('.js-rmp-feedback-msg')).toHaveText('Mulțumim pentru feedback!');
  await page.reload();
  await ratingArmed(page);
  await expect(page.locator('.js-rmp-feedback-widget')).not.toHaveClass(/--visible/);
});

test('load_results failing (ajaxLoad) keeps the printed counts and shows nothing', async ({ page }) => {
  const errors = collectErrors(page);
  await injectFault(page, 'load_results', 'malformed');
  const answered = page.waitForResponse((response) => response.url().includes('admin-ajax.php'));
  await page.goto(withRatingSettings(RATED_POST.path, { ajaxLoad: '2' }));
  await ratingArmed(page);
  await answered;
  await expect(page.locator('.js-rmp-vote-count')).toHaveText(String(RATED_POST.count));
  await expect(ratingMessage(page)).toHaveText('');
  expect(errors).toEqual([]);
});

/**
 * Issue 39: the three calls carry the plugin's nonce, the vote and the feedback typed. A 307 to
 * another origin that records what reaches it is not followed: nothing reaches it, the vote and
 * the feedback say so (a redirect is no HTTP status to ignore: it is a refused answer) and keep
 * what was chosen or typed, and a retry goes through.
 */
test.describe('a redirect to another origin', () => {
  const target = redirectTargetPerTest({ expectNothingReached: true });

  test('process_rating × redirect: nothing reaches the other origin, the shopper reads why, the choice stays and a retry counts', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(withRatingSettings(RATED_POST.path, { preventAccidental: '2' }));
    await ratingArmed(page);
    await armFault(page, 'process_rating', 'redirect', 1, target);
    await voteFor(page, 4);
    await page.locator('.js-submit-rating-btn').click();
    await expect(ratingMessage(page)).toHaveText('Nota nu a fost trimisă. A apărut o eroare necunoscută.', {
      timeout: 10_000,
    });
    await expect(stars(page).nth(3)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.js-rmp-vote-count')).toHaveText(String(RATED_POST.count));
    expect(await ratedCookie(page)).toBeUndefined();
    await page.locator('.js-submit-rating-btn').click();
    await expect(page.locator('.js-rmp-vote-count')).toHaveText('13');
    expect(errors).toEqual([]);
  });

  test('process_feedback × redirect: nothing reaches the other origin, the typed feedback stays with a message; a retry sends it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(UNRATED_POST.path);
    await ratingArmed(page);
    await voteFor(page, 1);
    const input = page.locator('.js-rmp-feedback-input');
    await expect(input).toBeFocused();
    await input.fill('Lipsesc mărimile pentru copii.');
    await armFault(page, 'process_feedback', 'redirect', 1, target);
    await page.locator('.js-rmp-feedback-button').click();
    await expect(page.locator('.js-rmp-feedback-msg')).toHaveText(
      'Feedbackul nu a fost trimis; textul tău a rămas în căsuță. A apărut o eroare necunoscută.',
      { timeout: 10_000 },
    );
    await expect(input).toHaveValue('Lipsesc mărimile pentru copii.');
    await page.locator('.js-rmp-feedback-button').click();
    await expect(page.locator('.js-rmp-feedback-msg')).toHaveText('Mulțumim pentru feedback!');
    expect(errors).toEqual([]);
  });

  test('load_results × redirect (ajaxLoad): nothing reaches the other origin, the printed counts stay, nothing shown', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await armFault(page, 'load_results', 'redirect', 1, target);
    const answered = page.waitForResponse((response) => response.url().includes('admin-ajax.php'));
    await page.goto(withRatingSettings(RATED_POST.path, { ajaxLoad: '2' }));
    await ratingArmed(page);
    await answered;
    await expect(page.locator('.js-rmp-vote-count')).toHaveText(String(RATED_POST.count));
    await expect(ratingMessage(page)).toHaveText('');
    expect(errors).toEqual([]);
  });
});
