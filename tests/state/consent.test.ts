import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allowsCategory,
  allowsPurpose,
  consentState,
  decideConsent,
  resetConsentState,
} from '../../src/state/consent.ts';

const globals = window as unknown as Record<string, unknown>;

function clearCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  clearCookies();
  globals.Cli_Data = {
    strictlyEnabled: ['necessary', 'obligatoire'],
    consentVersion: '1',
    non_necessary_cookies: { analytics: ['_ga'] },
  };
  resetConsentState();
});
afterEach(() => {
  clearCookies();
  delete globals.Cli_Data;
  resetConsentState();
});

describe('consent state', () => {
  it('with no consent system on the page, consent is assumed (spec §4.10)', () => {
    delete globals.Cli_Data;
    resetConsentState();
    const state = consentState().value;
    expect(state.system).toBe(false);
    expect(allowsPurpose(state, 'statistics')).toBe(true);
    expect(allowsCategory(state, 'advertisement')).toBe(true);
  });

  it('the banner markup alone is a consent system: without the plugin globals nothing is assumed', () => {
    delete globals.Cli_Data;
    document.body.innerHTML = '<div id="cookie-law-info-bar"></div>';
    resetConsentState();
    const state = consentState().value;
    document.body.innerHTML = '';
    expect(state.system).toBe(true);
    expect(allowsPurpose(state, 'statistics')).toBe(false);
    expect(allowsCategory(state, 'necessary')).toBe(true);
  });

  it('an undecided shopper allows only the strictly necessary categories', () => {
    const state = consentState().value;
    expect(state.decision).toBe('undecided');
    expect(allowsCategory(state, 'necessary')).toBe(true);
    expect(allowsCategory(state, 'obligatoire')).toBe(true);
    expect(allowsCategory(state, 'analytics')).toBe(false);
    expect(allowsPurpose(state, 'statistics')).toBe(false);
  });

  it('reads an earlier decision from the cookies', () => {
    Cookies.set('viewed_cookie_policy', 'yes');
    Cookies.set('cookielawinfo-checkbox-analytics', 'yes');
    Cookies.set('cookielawinfo-checkbox-advertisement', 'no');
    resetConsentState();
    const state = consentState().value;
    expect(state.decision).toBe('accepted');
    expect(allowsPurpose(state, 'statistics')).toBe(true);
    expect(allowsPurpose(state, 'marketing')).toBe(false);
  });

  it('accepting writes the flag, each category and the record, and updates the signal', () => {
    decideConsent({ accepted: true, categories: { necessary: false, analytics: true, advertisement: false } });
    expect(Cookies.get('viewed_cookie_policy')).toBe('yes');
    expect(Cookies.get('cookielawinfo-checkbox-necessary')).toBe('yes'); // strict stays on
    expect(Cookies.get('cookielawinfo-checkbox-analytics')).toBe('yes');
    expect(Cookies.get('cookielawinfo-checkbox-advertisement')).toBe('no');
    expect(JSON.parse(atob(Cookies.get('CookieLawInfoConsent')!))).toEqual({
      ver: '1',
      necessary: true,
      analytics: true,
      advertisement: false,
    });
    expect(allowsCategory(consentState().value, 'analytics')).toBe(true);
  });

  it('the timed close writes no record', () => {
    decideConsent({ accepted: true, categories: { analytics: false }, withRecord: false });
    expect(Cookies.get('viewed_cookie_policy')).toBe('yes');
    expect(Cookies.get('CookieLawInfoConsent')).toBeUndefined();
  });

  it('rejecting (or withdrawing) blocks every category and erases what they set', () => {
    decideConsent({ accepted: true, categories: { analytics: true } });
    Cookies.set('_ga', 'GA1.1.x', { path: '/' });
    decideConsent({ accepted: false, categories: { analytics: false } });
    const state = consentState().value;
    expect(state.decision).toBe('rejected');
    expect(allowsCategory(state, 'analytics')).toBe(false);
    expect(Cookies.get('viewed_cookie_policy')).toBe('no');
    expect(Cookies.get('_ga')).toBeUndefined();
  });

  it('keeps a ccpaOptout the record already had', () => {
    Cookies.set('CookieLawInfoConsent', btoa(JSON.stringify({ ver: '1', analytics: false, ccpaOptout: true })));
    resetConsentState();
    decideConsent({ accepted: true, categories: { analytics: true } });
    expect(JSON.parse(atob(Cookies.get('CookieLawInfoConsent')!))).toEqual({
      ver: '1',
      analytics: true,
      ccpaOptout: true,
    });
  });
});
