import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstGridReviews, gridReviews, GRID_SHOW_MORE } from '../../fixtures/server/reviews/grid-data.ts';
import { hostMountedByHover } from '../support/product.ts';
import { openReviews, REVIEW_ERRORS, REVIEWED, reviewsHost, gotoReviews, openReviewForm } from '../support/reviews.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * The reviews widgets on pages that carry Customer Reviews 5.117's own stylesheet rules
 * (fixtures/public/plugins/customer-reviews.css, from css/frontend.css 5.117): the plugin hides
 * its form box, its filled star images and its spinners with `display: none`, and its script shows
 * them with an inline display. Each test first checks that the plugin's rule is in force, so it
 * cannot pass on a page without it.
 */
failOnPageErrors({ watch: REVIEW_ERRORS });

/** The plugin's stylesheet is linked and its rules are read: without it these tests would prove nothing. */
async function expectPluginSheet(page: Page): Promise<void> {
  const rules = await page.evaluate(
    () => document.querySelector<HTMLLinkElement>('link#cr-frontend-css-css')?.sheet?.cssRules.length ?? 0,
  );
  expect(rules).toBeGreaterThan(100);
}

const display = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).display);

/** Each star's box, rounded: a star that shrinks or moves changes it. */
const starBoxes = (stars: Locator) =>
  stars.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
    }),
  );

/** The radio under the pointer at the centre of `star`'s box as it was before the hover. */
async function hoverStaysOn(page: Page, stars: Locator, index: number): Promise<void> {
  // Mid-screen, away from the cookie banner at the bottom: the pointer must reach the star itself.
  await stars.first().evaluate((star) => star.scrollIntoView({ block: 'center' }));
  const before = await starBoxes(stars);
  const [x, y, width, height] = before[index]!;
  await page.mouse.move(x! + width! / 2, y! + height! / 2);
  await expect(stars.nth(index)).toHaveAttribute('data-filled', 'true');
  expect(await starBoxes(stars)).toEqual(before);
  const under = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px!, py!)?.closest('[role="radio"]')?.getAttribute('data-value'),
    [x! + width! / 2, y! + height! / 2],
  );
  expect(under).toBe(String(index + 1));
  // The filled star still draws its image (the plugin's `.cr-rating-act`, hidden by its stylesheet).
  expect(await display(stars.nth(index).locator('.cr-rating-act'))).not.toBe('none');
}

test('AJAX tab: the plugin hides the form box, and "Adaugă o recenzie" shows it all the same', async ({ page }) => {
  await openReviews(page);
  await expectPluginSheet(page);
  const box = page.locator('.cr-ajax-reviews-review-form');
  expect(await display(box)).toBe('none');
  await openReviewForm(page);
  await expect(box).toBeVisible();
  expect(await display(box)).toBe('block');
  await expect(box.getByRole('radiogroup', { name: /Evaluare generală/ })).toBeVisible();
  await expect(reviewsHost(page)).toBeHidden();
  await box.getByRole('button', { name: 'Înapoi la recenzii', exact: true }).click();
  await expect(box).toBeHidden();
  await expect(reviewsHost(page)).toBeVisible();
});

test('AJAX form: hovering a star keeps every star where it was, under the pointer, with its image', async ({
  page,
}) => {
  await openReviews(page);
  await expectPluginSheet(page);
  await openReviewForm(page);
  const stars = page.locator('.cr-ajax-reviews-review-form .cr-review-form-rating-overall [role="radio"]');
  await expect(stars).toHaveCount(5);
  await hoverStaysOn(page, stars, 2);
  await hoverStaysOn(page, stars, 4);
  await stars.nth(3).click();
  await expect(stars.nth(3)).toHaveAttribute('aria-checked', 'true');
});

test('classic form: the overall stars stay under the pointer, and a click checks the star aimed at', async ({
  page,
}) => {
  await gotoReviews(page, `${REVIEWED.path}?cr-ajax=off#reviews`);
  await hostMountedByHover(page, '.cr-single-product-review form#commentform');
  await expectPluginSheet(page);
  const group = page.locator('#commentform').getByRole('radiogroup', { name: /^Evaluare generală/ });
  const stars = group.getByRole('radio');
  await hoverStaysOn(page, stars, 1);
  await hoverStaysOn(page, stars, 3);
  await stars.nth(3).click();
  await expect(stars.nth(3)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#commentform .cr-review-form-rating-overall input.cr-review-form-rating-inp')).toHaveValue(
    '4',
  );
});

test('grid: after a page of reviews the button says how many are left, as the answer labels it', async ({ page }) => {
  const all = gridReviews().length;
  const first = firstGridReviews().length;
  await page.goto('/pareri-clienti/');
  await hostMountedByHover(page, '.cr-reviews-grid');
  await expectPluginSheet(page);
  const more = page.locator('.cr-reviews-grid .cr-show-more-button');
  await expect(more).toHaveText(`Arată mai multe recenzii (${all - first})`);
  await more.click();
  await expect(page.locator('.cr-reviews-grid .cr-review-card')).toHaveCount(first + GRID_SHOW_MORE);
  await expect(more).toHaveText(`Arată mai multe recenzii (${all - first - GRID_SHOW_MORE})`);
});
