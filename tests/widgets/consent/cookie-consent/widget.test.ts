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
const button = (text: string) => [...bar().querySelectorAll('button')].find((element) => element.textContent === text)!;

/** The first test pays for transforming React on a busy machine: wait on the state, generously. */
async function shown(): Promise<void> {
  await vi.waitFor(() => expect(bar().querySelector('button')).not.toBeNull(), { timeout: 15_000 });
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
  it('shows the banner to an undecided shopper, with real buttons in the plugin classes', async () => {
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    expect(bar().style.display).toBe('block');
    expect([...bar().querySelectorAll('button')].map((element) => element.textContent)).toEqual(['Setări', 'Refuz', 'Accept']);
    expect(bar().getAttribute('role')).toBe('region');
  });

  it('accept saves, hides the banner, shows the tab and runs the plugin callback', async () => {
    const callback = vi.fn();
    globals.CookieLawInfo_Accept_Callback = callback;
    observer = await runWidgets(['cookie-consent'], PAGE);
    await shown();
    button('Accept').focus();
    button('Accept').click();
    await vi.waitFor(() => expect(bar().style.display).toBe('none'));
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
    await vi.waitFor(() => expect(bar().style.display).toBe('block'));
    expect(document.activeElement).toBe(button('Setări'));
  });
});
