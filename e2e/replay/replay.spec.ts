import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LISTING, LISTING_IDS } from '../support/cart.ts';
import { LIVE_ONLY_IMAGE, saveComplete, saveLone } from './save-page.ts';
import { runReplay, startReplay, type Replay } from './replay-process.ts';

/**
 * Issue 36 item 4: a page saved from the shop, lone or "complete", replays on Vitrina: styled, its
 * images loaded or placeholders, add to cart answered by the local back end, one entry tag, and no
 * request to the live site. The pages are the fixture's listing, saved as if it were the live shop.
 */
const dir = mkdtempSync(join(tmpdir(), 'vitrina-replay-e2e-'));
// Tests of this file run on both workers, and a worker may come back to it after its afterAll
// removed the folder: each batch makes it again.
test.beforeAll(() => mkdirSync(dir, { recursive: true }));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every request to the live site is refused and remembered; every failed local file too. */
function watch(page: Page): { live: string[]; failed: string[] } {
  const seen = { live: [] as string[], failed: [] as string[] };
  void page.route('https://magazin.example.ro/**', (route) => {
    seen.live.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400 && ['stylesheet', 'image', 'script', 'fetch', 'xhr'].includes(type))
      seen.failed.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

async function checkReplay(page: Page, replay: Replay, stylesheet: RegExp): Promise<void> {
  const seen = watch(page);
  await page.goto(`${replay.origin}/`);

  // Styled: the theme's stylesheet came from the replay server and applies (the header's background is only there).
  await expect(page.locator('#header')).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
  expect(sheets.some((href) => stylesheet.test(href) && href.startsWith(replay.origin))).toBe(true);

  // One entry, the local bundle's (it runs: add to cart below goes through it), and no legacy script.
  await expect(page.locator('script[src*="vitrina.js"]')).toHaveCount(1);
  await expect(page.locator('script[src*="vitrina.js"]')).toHaveAttribute(
    'src',
    '/wp-content/themes/flatsome-child/vitrina/vitrina.js',
  );
  await expect(page.locator('script[src*="add-to-cart.min.js"]')).toHaveCount(0);

  // Images: loaded from the saved folder or the fixture, or a placeholder for what only the live site has.
  await page.locator('img').evaluateAll((images) => images.forEach((image) => image.setAttribute('loading', 'eager')));
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((images) =>
          images
            .filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0)
            .map((image) => image.getAttribute('src')),
        ),
    )
    .toEqual([]);

  // Add to cart reaches the local back end.
  const id = LISTING_IDS[0];
  const added = page.waitForResponse((response) => response.url().startsWith(`${replay.origin}/?wc-ajax=add_to_cart`));
  const button = page.locator(`.add_to_cart_button.ajax_add_to_cart[data-product_id="${id}"]`).first();
  await button.click();
  expect((await added).ok()).toBe(true);
  await expect(button).toHaveClass(/added/);
  const session = (await (await page.request.get(`${replay.origin}/__fixture/session`)).json()) as {
    cart: { productId: number }[];
  };
  expect(session.cart.map((line) => line.productId)).toEqual([id]);

  expect(seen.live).toEqual([]);
  expect(seen.failed).toEqual([]);
}

test.describe('replay of a saved page', () => {
  test.describe.configure({ mode: 'serial' });

  test('a lone HTML file: the live origin maps to the local server', async ({ page, request }) => {
    test.setTimeout(120_000);
    const replay = await startReplay(await saveLone(request, LISTING, dir, 'Produse'));
    try {
      await checkReplay(page, replay, /\/wp-content\/themes\/flatsome-child\/style\.css/);
      await expect.poll(() => replay.output()).toContain(`placeholders served (1): ${LIVE_ONLY_IMAGE}`);
    } finally {
      await replay.stop();
    }
  });

  test('"Webpage, Complete": the files come from the saved folder', async ({ page, request }) => {
    test.setTimeout(120_000);
    const replay = await startReplay(await saveComplete(request, LISTING, join(dir, 'complete'), 'Produse'));
    try {
      await checkReplay(page, replay, /\/Produse_files\/style\.css$/);
      expect(replay.output()).toContain('with ');
      expect(replay.output()).toContain('Produse_files');
    } finally {
      await replay.stop();
    }
  });
});

test.describe('the replay command line', () => {
  test('a missing file is one line and a non-zero exit', async () => {
    test.setTimeout(60_000);
    const result = await runReplay([join(dir, 'nu-exista.html')]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([`replay: no such file: ${join(dir, 'nu-exista.html')}`]);
  });

  // Left out, a busy port gives way to a free one: tests/fixtures/replay/server.test.ts (4310 may be free here).
  test('a busy port asked for is one line', async ({ request, baseURL }) => {
    test.setTimeout(90_000);
    const file = await saveLone(request, '/contact/', dir, 'Contact');
    const busy = new URL(baseURL!).port;
    const refused = await runReplay([file, '--port', busy]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `replay: port ${busy} is busy or not allowed; pick another with --port, or leave it out to take a free one`,
    ]);
  });
});
