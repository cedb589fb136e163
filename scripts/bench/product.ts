import type { Page, Response } from '@playwright/test';
import { settled } from './support/context.ts';

/**
 * Product page scenario for scripts/bench.ts: the JavaScript the product page loads before any
 * interaction, and proof in figures that PhotoSwipe's core (with its CSS, inlined in the same
 * lazy chunk) arrives only with the first lightbox open. Bytes are response body sizes as served.
 */
const PRODUCT_PAGE = '/produs/tricou-basic/';
const PHOTOSWIPE_CHUNK = /\/chunks\/photoswipe-[^/]+\.js$/;

interface ScriptLog {
  readonly all: { url: string; bytes: number }[];
}

function recordScripts(page: Page): ScriptLog {
  const log: ScriptLog = { all: [] };
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) => log.all.push({ url: response.url(), bytes: body.length }))
      .catch(() => undefined);
  });
  return log;
}

const sum = (entries: readonly { bytes: number }[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
const vitrinaOnly = (entries: readonly { url: string; bytes: number }[]) =>
  entries.filter((entry) => entry.url.includes('/vitrina/'));

export async function productPageScripts(page: Page, baseUrl: string): Promise<Record<string, number>> {
  const log = recordScripts(page);
  await page.goto(new URL(PRODUCT_PAGE, baseUrl).href);
  // Idle widgets (quantity, discounts, sticky bar) mount within 2 s; intent ones stay pending until used.
  await settled(page);
  await page.waitForLoadState('networkidle');
  const before = [...log.all];
  await page.click('.woocommerce-product-gallery a.zoom-button');
  await page.waitForSelector('.pswp.pswp--open');
  await page.waitForLoadState('networkidle');
  const after = [...log.all];
  const photoswipeBefore = before.filter((entry) => PHOTOSWIPE_CHUNK.test(entry.url));
  const photoswipeAfter = after.filter((entry) => PHOTOSWIPE_CHUNK.test(entry.url));
  return {
    jsBytesBeforeInteraction: sum(vitrinaOnly(before)),
    jsFilesBeforeInteraction: vitrinaOnly(before).length,
    photoswipeChunksBeforeOpen: photoswipeBefore.length,
    photoswipeBytesBeforeOpen: sum(photoswipeBefore),
    jsBytesAfterFirstOpen: sum(vitrinaOnly(after)),
    photoswipeChunksAfterOpen: photoswipeAfter.length,
    photoswipeBytesAfterOpen: sum(photoswipeAfter),
  };
}
