import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { AGAIN_TAB, BAR, bannerShown, cookieMap, decodeRecord, ranScripts } from '../support/consent.ts';
import { armed, holdChunk } from '../support/first-touch.ts';
import { failOnPageErrors } from '../support/page-errors.ts';

/** CookieLawInfo 3.5.3 legacy behaviours a site turns on with settings or shortcodes (docs/parity/cookie-law-info.md). */
failOnPageErrors({ clearCookies: true });

const HOST = '127.0.0.1';
const RECORD = Buffer.from(
  JSON.stringify({ ver: '1', necessary: true, functional: false, analytics: true, advertisement: false }),
).toString('base64');

test('[delete_cookies]: the first click, before the consent code has come, erases the accepted flag and the non-necessary cookies, stays on the page and says so', async ({
  page,
  context,
}) => {
  await context.addCookies(
    [
      ['viewed_cookie_policy', 'yes'],
      ['CookieLawInfoConsent', RECORD],
      ['cookielawinfo-checkbox-analytics', 'yes'],
      ['_fixture_ga', 'GA1.1.old'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: HOST, path: '/' })),
  );
  // The link is printed `href=""`: a click the page lets through reloads it and erases nothing.
  const held = await holdChunk(page, 'cookie-consent');
  await page.goto('/politica-de-confidentialitate/');
  await armed(page.locator(BAR));
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
  await page.getByRole('link', { name: 'Șterge cookie-urile' }).click();
  held.release();
  const done = 'Cookie-urile au fost șterse. Îți vom cere din nou acordul pe pagina următoare.';
  await expect(page.locator('.vitrina-cookie-delete-status')).toHaveText(done);
  await expect(page.locator('.vitrina-live-region[aria-live="polite"]')).toHaveText(done);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  const cookies = await cookieMap(context);
  expect(cookies.has('viewed_cookie_policy')).toBe(false);
  expect(cookies.has('_fixture_ga')).toBe(false);
  // As the plugin's erase: the record and the category cookies stay, so the banner starts from them.
  expect(decodeRecord(cookies.get('CookieLawInfoConsent')?.value)).toEqual({
    ver: '1',
    necessary: true,
    functional: false,
    analytics: true,
    advertisement: false,
  });
  expect(cookies.get('cookielawinfo-checkbox-analytics')?.value).toBe('yes');
  expect(new URL(page.url()).pathname).toBe('/politica-de-confidentialitate/');

  await page.goto('/');
  await bannerShown(page);
});

/** What the parked script that waits for DOMContentLoaded noted each time it heard one: the scripts run by then. */
function domReadyHeard(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { fixtureDomReady?: string[] }).fixtureDomReady ?? []);
}

test('triggerDomRefresh: one DOMContentLoaded once the accepted scripts have all run, on the accept and on the next page', async ({
  page,
}) => {
  const all = 'analytics-inline,pixel,analytics-add-on';
  await page.goto('/?cli-dom-refresh=1');
  await bannerShown(page);
  await page.locator(`${BAR} .wt-cli-accept-all-btn`).click();
  await expect.poll(() => ranScripts(page)).toEqual(all.split(','));
  await expect.poll(() => domReadyHeard(page)).toEqual([all]);
  await page.waitForLoadState('networkidle');
  expect(await domReadyHeard(page)).toEqual([all]);

  await page.reload();
  await expect(page.locator(AGAIN_TAB)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => domReadyHeard(page)).toEqual([all]);
});

test('button_2_hidebar: on the policy page the bar starts minimised to the tab, whose press opens it; other pages show it', async ({
  page,
  context,
}) => {
  await page.goto('/politica-de-confidentialitate/?cli-hidebar=1');
  await expect(page.locator(BAR)).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
  const tab = page.getByRole('button', { name: 'Gestionează consimțământul' });
  await expect(tab).toBeVisible();
  await expect(page.locator(BAR)).toBeHidden();
  // The tab stands in for the bar before any choice: not the one a timed close shows after accepting.
  expect((await cookieMap(context)).has('viewed_cookie_policy')).toBe(false);
  await tab.focus();
  await page.keyboard.press('Enter');
  await bannerShown(page);
  await expect(page.locator(`${BAR} .cli_settings_button`)).toBeFocused();
  await expect(page.locator(AGAIN_TAB)).toBeHidden();
  await page.locator(`${BAR} .wt-cli-reject-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  await expect(tab).toBeVisible();
  expect((await cookieMap(context)).get('viewed_cookie_policy')?.value).toBe('no');

  await context.clearCookies();
  await page.goto('/?cli-hidebar=1');
  await bannerShown(page);
  await expect(page.locator(AGAIN_TAB)).toBeHidden();
});

/** Whether the focused element is inside the bar. */
function focusInBar(page: Page): Promise<boolean> {
  return page.evaluate((bar) => document.querySelector(bar)?.contains(document.activeElement) ?? false, BAR);
}

const pageInert = (page: Page) => page.locator('#wrapper').evaluate((wrapper) => (wrapper as HTMLElement).inert);

test('cookie_bar_as popup: a centred modal over the dimmed page; focus moves in, stays in, and goes back to the tab after the choice', async ({
  page,
  context,
}) => {
  await page.goto('/?cli-bar-as=popup');
  await bannerShown(page);
  const popup = page.getByRole('dialog', { name: 'Consimțământ pentru cookie-uri' });
  await expect(popup).toHaveAttribute('aria-modal', 'true');
  await expect(popup).toHaveAttribute('data-cli-type', 'popup');
  await expect(page.locator(`${BAR} .cli_settings_button`)).toBeFocused();
  await expect(page.locator('.cli-popupbar-overlay')).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bcli-barmodal-open\b/);
  expect(await pageInert(page)).toBe(true);
  const box = (await popup.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.width)).toBe(500);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
  await expectAxeClean(page, BAR);

  // The shopper's keys: Tab and Shift+Tab go round inside the popup.
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    expect(await focusInBar(page), `focus after ${key}`).toBe(true);
  }
  await page.locator(`${BAR} .wt-cli-accept-all-btn`).click();
  await expect(page.locator(BAR)).toBeHidden();
  await expect(page.locator('.cli-popupbar-overlay')).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/\bcli-barmodal-open\b/);
  expect(await pageInert(page)).toBe(false);
  const tab = page.getByRole('button', { name: 'Gestionează consimțământul' });
  await expect(tab).toBeFocused();

  // Opened again from the tab: the settings dialog above it gives focus back to the popup, the popup to the tab.
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await expect(page.locator('.cli-popupbar-overlay')).toBeVisible();
  await expect(page.locator(`${BAR} .cli_settings_button`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('dialog.vitrina-consent-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.vitrina-consent-dialog')).toBeHidden();
  await expect(page.locator(`${BAR} .cli_settings_button`)).toBeFocused();
  expect(await pageInert(page)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.locator(`${BAR} .wt-cli-reject-btn`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await expect(tab).toBeFocused();
  expect((await cookieMap(context)).get('viewed_cookie_policy')?.value).toBe('no');
});

test('cookie_bar_as widget: a box in the bottom corner, a region that takes no focus and leaves the page usable', async ({
  page,
  context,
}) => {
  await page.goto('/?cli-bar-as=widget');
  await bannerShown(page);
  const widget = page.getByRole('region', { name: 'Consimțământ pentru cookie-uri' });
  // The shopper points at it, so it no longer closes by itself (show_once) while being read.
  await widget.hover();
  await expect(widget).toHaveAttribute('data-cli-type', 'widget');
  await expect(widget).not.toHaveAttribute('aria-modal', /.*/);
  expect(await focusInBar(page)).toBe(false);
  expect(await pageInert(page)).toBe(false);
  await expect(page.locator('.cli-popupbar-overlay')).toBeHidden();
  const box = (await widget.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.round(box.width)).toBe(300);
  expect(Math.round(box.x)).toBe(15);
  expect(Math.round(viewport.height - (box.y + box.height))).toBe(15);
  await expectAxeClean(page, BAR);

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.locator(BAR)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Gestionează consimțământul' })).toBeVisible();
  expect((await cookieMap(context)).get('viewed_cookie_policy')?.value).toBe('yes');
});
