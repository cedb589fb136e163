import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { BAR, bannerShown, cookieMap, decodeRecord } from '../support/consent.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * CookieLawInfo 3.5.3 legacy bar with the buttons the site owner configured, any subset
 * (fixtures/server/render/consent.ts `?cli-buttons=`; legacy-contracts §19): exactly those are
 * wired, each doing what its data-cli_action says.
 */
failOnPageErrors({ clearCookies: true });

const buttons = (page: Page) => page.locator(`${BAR} button, ${BAR} a[role="button"]`);

async function open(page: Page, subset: string): Promise<void> {
  await page.goto(`/?cli-buttons=${subset}`);
  await bannerShown(page);
}

for (const [subset, names] of [
  ['accept_all', ['Accept tot']],
  ['accept', ['Accept']],
  ['reject,accept_all', ['Refuz', 'Accept tot']],
  ['settings,accept', ['Setări cookie-uri', 'Accept']],
  ['settings,reject,accept,accept_all', ['Setări cookie-uri', 'Refuz', 'Accept', 'Accept tot']],
] as const) {
  test(`only the configured buttons (${subset}) are shown; axe clean`, async ({ page }) => {
    await open(page, subset);
    await expect(buttons(page).filter({ visible: true })).toHaveText([...names]);
    await expectAxeClean(page, BAR, { allRules: true });
  });
}

test('accept_all alone (it also carries cookie_action_close_header) consents to every category, by keyboard', async ({
  page,
  context,
}) => {
  await open(page, 'accept_all');
  await page.getByRole('button', { name: 'Accept tot' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(BAR)).toBeHidden();
  const cookies = await cookieMap(context);
  expect(cookies.get('viewed_cookie_policy')?.value).toBe('yes');
  expect(decodeRecord(cookies.get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: true,
    analytics: true,
    advertisement: true,
  });
});

test('accept alone saves the categories as ticked (the plugin defaults), not all of them', async ({
  page,
  context,
}) => {
  await open(page, 'accept');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.locator(BAR)).toBeHidden();
  // The fixture's categories are off by default (fixtures/server/render/consent-data.ts).
  expect(decodeRecord((await cookieMap(context)).get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: false,
    analytics: false,
    advertisement: false,
  });
});

test('reject with accept all: reject writes no for the switchable categories', async ({ page, context }) => {
  await open(page, 'reject,accept_all');
  await page.getByRole('button', { name: 'Refuz' }).click();
  await expect(page.locator(BAR)).toBeHidden();
  expect((await cookieMap(context)).get('viewed_cookie_policy')?.value).toBe('no');
});
