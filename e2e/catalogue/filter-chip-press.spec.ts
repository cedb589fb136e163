import { expect, test } from '@playwright/test';
import { chunkRan } from '../support/first-touch.ts';
import { holdChunk } from '../support/held-chunk.ts';

/**
 * A chip pressed on a filtered listing whose filter is running but whose React panel has not come:
 * the press is what asks for the panel, which draws the chips anew. Were they drawn under the held
 * button, Chromium would send its release no click (the pressed link is gone) and the filter the
 * shopper removed would stay (CI on 12fab5d: `catalogue.spec` "the price chip removes both prices").
 */
test('a press held on a chip while the filter panel comes keeps its click: the filter goes to the listing without it', async ({
  page,
}) => {
  const panelChunk = await holdChunk(page, 'panel-root');
  await page.goto('/produse/?swoof=1&pa_culoare=negru&min_price=10&max_price=200');
  await expect(page.locator('.woof')).toHaveAttribute('data-vitrina-state', 'mounted');
  const chip = page.getByRole('link', { name: /Elimină filtrul Preț/ });
  const box = (await chip.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await panelChunk.asked;
  panelChunk.release();
  await chunkRan(page, 'panel-root');
  await Promise.all([page.waitForURL((url) => !url.searchParams.has('min_price')), page.mouse.up()]);
  const params = new URL(page.url()).searchParams;
  expect(params.has('max_price')).toBe(false);
  expect(params.get('pa_culoare')).toBe('negru');
});
