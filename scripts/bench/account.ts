import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { settled } from './support/context.ts';

/**
 * Account page scenario for scripts/bench.ts: the JavaScript the login/register page loads before
 * the first keystroke in a password field, and after it, once the meter shows a real estimate.
 * The estimator (zxcvbn's core and its word lists, two lazy chunks) must appear only after; the
 * original shipped 822 KB of zxcvbn to every account page at `load`. Bytes are response bodies as
 * served (raw) and at gzip level 9.
 */
const ACCOUNT_PAGE = '/contul-meu/';
const ESTIMATOR_CHUNKS = /\/chunks\/(estimator|dictionaries)-[^/]+\.js$/;

interface Entry {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

function recordScripts(page: Page): Entry[] {
  const log: Entry[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.url().includes('/vitrina/')) return;
    void response
      .body()
      .then((body) =>
        log.push({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
      )
      .catch(() => undefined);
  });
  return log;
}

const raw = (entries: readonly Entry[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
const gzip = (entries: readonly Entry[]) => entries.reduce((total, entry) => total + entry.gzipBytes, 0);

export async function accountPageScripts(page: Page, baseUrl: string): Promise<Record<string, number>> {
  const log = recordScripts(page);
  await page.goto(new URL(ACCOUNT_PAGE, baseUrl).href);
  await settled(page);
  await page.waitForLoadState('networkidle');
  const before = [...log];
  // The shopper's own click into the field and keystroke (trusted input), as a shopper types.
  await page.locator('#reg_password').click();
  await page.keyboard.press('p');
  await page.waitForSelector('#reg_password-strength.short, #reg_password-strength.bad');
  await page.waitForLoadState('networkidle');
  const after = [...log];
  const estimatorBefore = before.filter((entry) => ESTIMATOR_CHUNKS.test(entry.url));
  const estimatorAfter = after.filter((entry) => ESTIMATOR_CHUNKS.test(entry.url));
  return {
    jsFilesBeforeKeystroke: before.length,
    jsBytesBeforeKeystroke: raw(before),
    jsGzipBytesBeforeKeystroke: gzip(before),
    estimatorChunksBeforeKeystroke: estimatorBefore.length,
    jsFilesAfterKeystroke: after.length,
    jsBytesAfterKeystroke: raw(after),
    jsGzipBytesAfterKeystroke: gzip(after),
    estimatorChunksAfterKeystroke: estimatorAfter.length,
    estimatorBytesAfterKeystroke: raw(estimatorAfter),
    estimatorGzipBytesAfterKeystroke: gzip(estimatorAfter),
  };
}
