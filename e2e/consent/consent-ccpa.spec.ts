import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { AGAIN_TAB, BAR, bannerShown, cookieMap, decodeRecord, ranScripts } from '../support/consent.ts';
import { armed, holdChunk } from '../support/first-touch.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/**
 * CookieLawInfo 3.5.3's CCPA opt-out (legacy/admin/modules/ccpa: cookie-law-info-ccpa.js, ccpa.php;
 * docs/parity/cookie-law-info.md). Fixture: `?cli-ccpa=ccpa` (CCPA alone, no bar, the shortcode in a
 * footer text widget) or `gdpr+ccpa` (in the bar's text), `&cli-ccpa-as=checkbox` for the checkbox.
 */
failOnPageErrors({ clearCookies: true });

const OPT_OUT = 'Nu vindeți informațiile mele personale';
const QUESTION = 'Chiar dorești să renunți?';
const PARKED = 'script[data-cli-class="cli-blocker-script"]';

async function record(page: Page): Promise<unknown> {
  return decodeRecord((await cookieMap(page.context())).get('CookieLawInfoConsent')?.value);
}

/** The parked scripts' widget has mounted on every one of them and made its choice. */
async function scriptsSettled(page: Page): Promise<void> {
  const parked = page.locator(PARKED);
  for (let index = 0; index < (await parked.count()); index++) {
    await expect(parked.nth(index)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  }
}

const prompt = (page: Page): Locator => page.getByRole('dialog', { name: QUESTION });

test('CCPA alone, the checkbox: the first click, before the consent code has come, ticks it and writes ccpaOptout; no bar, no tab; scripts stay parked while opted out', async ({
  page,
}) => {
  const held = await holdChunk(page, 'cookie-consent');
  await page.goto('/?cli-ccpa=ccpa&cli-ccpa-as=checkbox');
  await armed(page.locator(BAR));
  const box = page.getByRole('checkbox', { name: OPT_OUT });
  await box.click();
  held.release();
  await expect(box).toBeChecked();
  await expect.poll(() => record(page)).toEqual({ ccpaOptout: true });
  await expect(page.locator(BAR)).toHaveAttribute('data-vitrina-state', 'mounted');
  await expect(page.locator(BAR)).toBeHidden();
  await expect(page.locator(AGAIN_TAB)).toBeHidden();
  expect((await cookieMap(page.context())).has('viewed_cookie_policy')).toBe(false);

  // The next page: the box shows the record, and nothing parked runs while opted out.
  await page.reload();
  await scriptsSettled(page);
  await expect(page.locator(BAR)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  await expect(box).toBeChecked();
  expect(await ranScripts(page)).toEqual([]);
  await box.click();
  await expect(box).not.toBeChecked();
  await expect.poll(() => record(page)).toEqual({ ccpaOptout: false });
  // CCPA alone without its bar waits for no choice: withdrawn, the opt-out lets them run.
  await expect.poll(() => ranScripts(page)).toEqual(['analytics-inline', 'pixel', 'analytics-add-on']);
  await expect(page.locator(BAR)).toBeHidden();
});

test('CCPA & GDPR, the link in the bar from the keyboard: Enter asks first; focus goes into the prompt and back; Confirm opts out without deciding; an accepted script stays parked; axe clean', async ({
  page,
}) => {
  await page.goto('/?cli-ccpa=gdpr%2Bccpa');
  await bannerShown(page);
  await page.locator('#CONSTANT_OPEN_URL').focus();
  await page.keyboard.press('Tab');
  const link = page.getByRole('button', { name: OPT_OUT });
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
  await expect(prompt(page)).toHaveAttribute('aria-modal', 'true');
  await expect(prompt(page)).toHaveId('cLiCcpaOptoutPrompt');
  expect(await prompt(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectAxeClean(page, '#cLiCcpaOptoutPrompt');

  // Escape closes without an answer: nothing written, focus back on the link.
  await page.keyboard.press('Escape');
  await expect(prompt(page)).toBeHidden();
  await expect(link).toBeFocused();
  expect(await record(page)).toBeUndefined();

  await page.keyboard.press('Enter');
  await expect(prompt(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Anulează' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Confirmă' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(prompt(page)).toBeHidden();
  await expect(link).toBeFocused();
  await expect.poll(() => record(page)).toEqual({ ccpaOptout: true });
  // `ccpa_gdpr`: the answer decides nothing; the bar still asks.
  await expect(page.locator(BAR)).toBeVisible();
  expect((await cookieMap(page.context())).has('viewed_cookie_policy')).toBe(false);

  await page.locator(`${BAR} .wt-cli-accept-all-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  expect(await record(page)).toEqual({
    ver: '1',
    necessary: true,
    functional: true,
    analytics: true,
    advertisement: true,
    ccpaOptout: true,
  });
  await page.reload();
  await scriptsSettled(page);
  expect(await ranScripts(page)).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('CCPA alone, the link: a tap before the consent code has come opens the prompt; Confirm opts out and accepts every category, Cancel withdraws it', async ({
    page,
  }) => {
    const held = await holdChunk(page, 'cookie-consent');
    await page.goto('/?cli-ccpa=ccpa');
    await armed(page.locator(BAR));
    await page.locator('a.wt-cli-ccpa-opt-out').tap();
    held.release();
    await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Confirmă' }).tap();
    await expect(prompt(page)).toBeHidden();
    await expect
      .poll(() => record(page))
      .toEqual({ ver: '1', necessary: true, functional: true, analytics: true, advertisement: true, ccpaOptout: true });
    const cookies = await cookieMap(page.context());
    expect(cookies.get('viewed_cookie_policy')?.value).toBe('yes');
    expect(cookies.get('cookielawinfo-checkbox-advertisement')?.value).toBe('yes');
    // CCPA alone without its notice: the accept shows no tab (the plugin hides it on every page).
    await expect(page.locator(BAR)).toBeHidden();
    await expect(page.locator(AGAIN_TAB)).toBeHidden();

    await page.reload();
    await scriptsSettled(page);
    expect(await ranScripts(page)).toEqual([]);
    await expect(page.locator(BAR)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
    await page.getByRole('button', { name: OPT_OUT }).tap();
    await page.getByRole('button', { name: 'Anulează' }).tap();
    await expect
      .poll(() => record(page))
      .toEqual({
        ver: '1',
        necessary: true,
        functional: true,
        analytics: true,
        advertisement: true,
        ccpaOptout: false,
      });
    await expect.poll(() => ranScripts(page)).toEqual(['analytics-inline', 'pixel', 'analytics-add-on']);
  });
});
