import { expect, test, type Page } from '@playwright/test';
import { resetShop } from '../support/fixture.ts';
import {
  collectErrors,
  container,
  RATED_POST,
  ratingArmed,
  ratingMessage,
  recordVotes,
  sentActions,
  sentVotes,
  stars,
} from '../support/rating.ts';

/**
 * Rate My Post 4.5.1 with Cloudflare Turnstile on (`?rmp-turnstile=1`: `turnstile == 2` and a site
 * key in rmp_frontend, the `.cf-turnstile-rating` box, and the `rmp-turnstile` script, here the
 * fixture's stand-in at /third-party/turnstile.js drawing a "Nu sunt robot" checkbox;
 * fixtures/server/rate-my-post-turnstile.ts). The vote carries the challenge's token as
 * `turnstileToken`; the fixture's process_rating checks it as is_turnstile_valid() does.
 */
const TURNSTILE_POST = `${RATED_POST.path}?rmp-turnstile=1`;
const FIRST_TOKEN = 'fixture-turnstile:0x4AAAAAAAfixtureRMP:1';

const challenge = (page: Page) => page.locator('.js-rmp-rating-widget .cf-turnstile-rating');
const notRobot = (page: Page) => challenge(page).getByLabel('Nu sunt robot');

test.beforeEach(async ({ page }) => {
  await resetShop(page);
});

test('Turnstile on: a star clicked before the challenge is solved is kept, the shopper is told to tick the box, and the vote goes with its token once ticked', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await recordVotes(page);
  await page.goto(TURNSTILE_POST);
  await ratingArmed(page);
  await stars(page).nth(4).click({ force: true }); // the first touch: aria-disabled, yet a mouse can still press it
  await expect(ratingMessage(page)).toHaveText(/verificarea de securitate.*bifează căsuța/);
  await expect(notRobot(page)).toBeVisible();
  // The challenge got the page's site key; nothing has been sent yet.
  await expect(challenge(page).locator('[data-sitekey]')).toHaveAttribute('data-sitekey', '0x4AAAAAAAfixtureRMP');
  expect(await sentVotes(page)).toEqual([]);
  await notRobot(page).check();
  await expect(page.locator('.js-rmp-vote-count')).toHaveText('13');
  await expect(page.locator('.js-rmp-social-widget')).toHaveClass(/rmp-social-widget--visible/);
  const votes = await sentVotes(page);
  expect(votes.map((vote) => [vote.get('star_rating'), vote.get('turnstileToken'), vote.get('token')])).toEqual([
    ['5', FIRST_TOKEN, null],
  ]);
  expect(errors).toEqual([]);
});

test("Turnstile on: the server's refusal of a bad token is shown in Romanian, a new challenge is drawn and the shopper votes again", async ({
  page,
}) => {
  await recordVotes(page);
  // The stand-in's first solve gives a token Cloudflare would not vouch for.
  await page.addInitScript(() => Object.assign(window, { fixtureTurnstileTokens: ['token-respins'] }));
  await page.goto(TURNSTILE_POST);
  await ratingArmed(page);
  await stars(page).nth(4).click({ force: true });
  // A click, not check(): the refusal may reset the box before check() reads it back.
  await notRobot(page).click();
  await expect(ratingMessage(page)).toHaveText('Blocat de Turnstile.');
  await expect(ratingMessage(page)).toHaveClass(/rmp-rating-widget__msg--alert/);
  await expect(page.locator('.js-rmp-vote-count')).toHaveText(String(RATED_POST.count));
  // A token serves one request: the box is fresh, and the widget open again.
  await expect(notRobot(page)).not.toBeChecked();
  await stars(page).nth(4).click();
  await expect(ratingMessage(page)).toHaveText(/bifează căsuța/);
  await notRobot(page).check();
  await expect(page.locator('.js-rmp-vote-count')).toHaveText('13');
  expect((await sentVotes(page)).map((vote) => vote.get('turnstileToken'))).toEqual(['token-respins', FIRST_TOKEN]);
});

test('Turnstile off (the default shop): no Turnstile script, no challenge, the vote goes at once without a Turnstile token', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await recordVotes(page);
  await page.goto(RATED_POST.path);
  await ratingArmed(page);
  await stars(page).nth(4).click({ force: true });
  await expect(page.locator('.js-rmp-vote-count')).toHaveText('13');
  await expect(container(page).locator('.cf-turnstile-rating')).toHaveCount(0);
  expect(scripts.filter((path) => path.includes('turnstile'))).toEqual([]);
  expect((await sentVotes(page)).map((vote) => vote.get('turnstileToken'))).toEqual([null]);
});

test('Turnstile on: a low vote opens feedback, whose send waits for its own challenge and goes once the box is ticked', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await recordVotes(page);
  await page.goto(TURNSTILE_POST);
  await ratingArmed(page);
  await stars(page).nth(0).click({ force: true });
  await notRobot(page).click();
  const feedback = page.locator('.js-rmp-feedback-widget');
  await expect(feedback).toHaveClass(/rmp-feedback-widget--visible/);
  await page.locator('.js-rmp-feedback-input').fill('Lipsesc notele pentru toamnă.');
  await feedback.getByRole('button', { name: 'Trimite feedback' }).click();
  await expect(page.locator('.js-rmp-feedback-msg')).toHaveText(/verificarea de securitate.*bifează căsuța/);
  expect((await sentActions(page)).filter((action) => action === 'process_feedback')).toEqual([]);
  await feedback.locator('.cf-turnstile-feedback').getByLabel('Nu sunt robot').click();
  // The fixture's process_feedback refuses a send without a fresh token ('Verificarea Turnstile a eșuat.').
  await expect(page.locator('.js-rmp-feedback-msg')).toHaveText('Mulțumim pentru feedback!');
  expect((await sentActions(page)).filter((action) => action === 'process_feedback')).toEqual(['process_feedback']);
  expect(errors).toEqual([]);
});
