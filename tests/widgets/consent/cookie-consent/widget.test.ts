import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentState } from '../../../../src/state/consent.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

const globals = window as unknown as Record<string, unknown>;
const PAGE = `<main id="main"><a href="#" class="cli_manage_current_consent">Gestionează</a></main>
<div id="cookie-law-info-bar" style="display:none"><div class="cli-bar-message">Folosim cookie-uri.</div><a class="cli_settings_button">Setări</a><a class="cookie_action_close_header_reject">Refuz</a><a data-cli_action="accept" class="cookie_action_close_header">Accept</a></div>
<div id="cookie-law-info-again" style="display:none"><span>Gestionează consimțământul</span></div>
<div id="cliSettingsPopup"><div class="cli-tab-section"><a class="cli-nav-link">Necesare</a><div class="wt-cli-necessary-checkbox"><input type="checkbox" class="cli-user-preference-checkbox" data-id="checkbox-necessary" checked></div></div>
<div class="cli-tab-section"><a class="cli-nav-link">Analitice</a><input type="checkbox" class="cli-user-preference-checkbox" data-id="checkbox-analytics"></div></div>`;

const bar = () => document.getElementById('cookie-law-info-bar')!;
const controls = () => [...bar().querySelectorAll<HTMLElement>('[role="button"]')];
const button = (text: string) => controls().find((element) => element.textContent === text)!;

/** The widget's chunk is transformed on first use: wait on the state, generously. */
async function shown(): Promise<void> {
  await vi.waitFor(() => expect(bar().style.display).toBe('block'), { timeout: 15_000 });
}

let observer: MutationObserver | undefined;
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  globals.Cli_Data = { strictlyEnabled: ['necessary'], consentVersion: '1' };
  globals.cli_cookiebar_settings = { show_once_yn: '1', show_once: '4000', scroll_close: '', showagain_tab: '1' };
  resetConsentState();
});
afterEach(async () => {
  await stopWidgets(observer);
  delete globals.Cli_Data;
  delete globals.cli_cookiebar_settings;
  delete globals.CookieLawInfo_Accept_Callback;
  resetConsentState();
});

describe('cookie-consent through the runtime', () => {
  it("shows the server's banner to an undecided shopper, its printed buttons made keyboard buttons in place", async () => {
    const printed = new DOMParser().parseFromString(PAGE, 'text/html').getElementById('cookie-law-info-bar')!.innerHTML;
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    expect(controls().map((element) => [element.tagName, element.textContent, element.tabIndex])).toEqual([
      ['A', 'Setări', 0],
      ['A', 'Refuz', 0],
      ['A', 'Accept', 0],
    ]);
    expect(bar().getAttribute('role')).toBe('region');
    // Nothing redrawn: the bar is the server's markup plus the button semantics.
    for (const element of controls()) ['role', 'tabindex'].forEach((name) => element.removeAttribute(name));
    expect(bar().innerHTML).toBe(printed);
  });

  it('Enter on a printed button presses it', async () => {
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    button('Refuz').focus();
    button('Refuz').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(bar().style.display).toBe('none'), { timeout: 15_000 });
    expect(Cookies.get('viewed_cookie_policy')).toBe('no');
  });

  it('settings opens the dialog once its chunk arrives, the press held meanwhile', async () => {
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    button('Setări').focus();
    button('Setări').click();
    expect(button('Setări').getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(document.querySelector('dialog.vitrina-consent-dialog')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(button('Setări').hasAttribute('aria-busy')).toBe(false);
    const dialog = document.querySelector('dialog.vitrina-consent-dialog')!;
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(bar().style.display).toBe('block');
    // Escape closes without deciding; focus is back on the settings button.
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(document.querySelector('dialog.vitrina-consent-dialog')).toBeNull(), {
      timeout: 15_000,
    });
    expect(document.activeElement).toBe(button('Setări'));
    expect(Cookies.get('viewed_cookie_policy')).toBeUndefined();
  });

  it('accept saves, hides the banner, shows the tab and runs the plugin callback', async () => {
    const callback = vi.fn();
    globals.CookieLawInfo_Accept_Callback = callback;
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    button('Accept').focus();
    button('Accept').click();
    await vi.waitFor(() => expect(bar().style.display).toBe('none'), { timeout: 15_000 });
    expect(Cookies.get('viewed_cookie_policy')).toBe('yes');
    expect(Cookies.get('cookielawinfo-checkbox-analytics')).toBe('no');
    expect(document.getElementById('cookie-law-info-again')!.style.display).toBe('block');
    expect(document.activeElement).toBe(document.getElementById('cookie-law-info-again'));
    expect(callback).toHaveBeenCalledOnce();
  });

  it('closes by itself after show_once ms, setting the flag without a consent record', async () => {
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    await vi.waitFor(() => expect(bar().style.display).toBe('none'), { timeout: 6000 });
    expect(Cookies.get('viewed_cookie_policy')).toBe('yes');
    expect(Cookies.get('CookieLawInfoConsent')).toBeUndefined();
  });

  it('a banner with focus inside does not close by itself', async () => {
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    button('Setări').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(bar().style.display).toBe('block');
    expect(Cookies.get('viewed_cookie_policy')).toBeUndefined();
  });

  it("a decided shopper sees only the tab; 'manage consent' opens the banner and focuses it", async () => {
    Cookies.set('viewed_cookie_policy', 'no');
    resetConsentState();
    observer = await runWidgets(['cookie-consent'], PAGE);
    expect(bar().style.display).toBe('none');
    expect(document.getElementById('cookie-law-info-again')!.style.display).toBe('block');
    document.querySelector<HTMLElement>('.cli_manage_current_consent')!.click();
    await shown();
    await vi.waitFor(() => expect(bar().style.display).toBe('block'), { timeout: 15_000 });
    expect(document.activeElement).toBe(button('Setări'));
  });
});
