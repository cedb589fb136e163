import { describe, expect, it } from 'vitest';
import type { ConsentState } from '../../../../src/state/consent.ts';
import {
  bannerStartsOpen,
  currentChoices,
  initialView,
  scrolledPast,
  uniformChoices,
} from '../../../../src/widgets/consent/cookie-consent/model.ts';
import { readConsentMarkup, type ConsentCategory } from '../../../../src/widgets/consent/cookie-consent/read-markup.ts';

const categories: ConsentCategory[] = [
  { id: 'necessary', label: 'Necesare', strict: true, defaultOn: true, description: null },
  { id: 'analytics', label: 'Analitice', strict: false, defaultOn: true, description: null },
  { id: 'advertisement', label: 'Publicitate', strict: false, defaultOn: false, description: null },
];
const state = (patch: Partial<ConsentState> = {}): ConsentState => ({
  system: true,
  decision: 'undecided',
  categories: {},
  strict: ['necessary'],
  optedOut: false,
  blocking: true,
  ...patch,
});

describe('cookie-consent model', () => {
  it('toggles start from the last choice, else the plugin defaults; strict ones are always on', () => {
    expect(currentChoices(categories, state())).toEqual({ necessary: true, analytics: true, advertisement: false });
    expect(
      currentChoices(categories, state({ categories: { analytics: false, advertisement: true, necessary: false } })),
    ).toEqual({ necessary: true, analytics: false, advertisement: true });
  });

  it('accept all turns every category on; reject leaves only the strict ones', () => {
    expect(uniformChoices(categories, true)).toEqual({ necessary: true, analytics: true, advertisement: true });
    expect(uniformChoices(categories, false)).toEqual({ necessary: true, analytics: false, advertisement: false });
  });

  it('the banner is shown once: only to an undecided shopper on a page with the consent system', () => {
    expect(bannerStartsOpen(state())).toBe(true);
    expect(bannerStartsOpen(state({ decision: 'accepted' }))).toBe(false);
    expect(bannerStartsOpen(state({ decision: 'rejected' }))).toBe(false);
    expect(bannerStartsOpen(state({ system: false }))).toBe(false);
  });

  it('scrolling closes past 100 px, not at it, and never when switched off', () => {
    expect([scrolledPast(100, 100), scrolledPast(101, 100), scrolledPast(5000, null)]).toEqual([false, true, false]);
  });
});

describe('reading the plugin markup', () => {
  it('takes the modal texts, the categories and their defaults; strict from the markup or the settings', () => {
    document.body.innerHTML = `<div id="cliSettingsPopup"><div class="cli-privacy-overview"><h4>Despre</h4><div class="cli-privacy-content-text">Detalii în <a href="/p/" id="x">Politica</a></div></div>
      <div class="cli-tab-section"><div class="cli-tab-header"><a class="cli-nav-link">Necesare</a><div class="wt-cli-necessary-checkbox"><input type="checkbox" class="cli-user-preference-checkbox" data-id="checkbox-necessary" checked></div></div><div class="wt-cli-cookie-description">Mereu</div></div>
      <div class="cli-tab-section"><div class="cli-tab-header"><a class="cli-nav-link">Obligatorii</a><input type="checkbox" class="cli-user-preference-checkbox" data-id="checkbox-obligatoire"></div></div>
      <div class="cli-tab-section"><div class="cli-tab-header"><a class="cli-nav-link">Analitice</a><input type="checkbox" class="cli-user-preference-checkbox" data-id="checkbox-analytics" checked></div></div></div>`;
    const markup = readConsentMarkup(['necessary', 'obligatoire']);
    expect([markup.dialogTitle, markup.save, markup.alwaysOn]).toEqual([
      'Despre',
      'Salvează și acceptă',
      'Întotdeauna activate',
    ]);
    expect(markup.categories.map(({ id, label, strict, defaultOn }) => ({ id, label, strict, defaultOn }))).toEqual([
      { id: 'necessary', label: 'Necesare', strict: true, defaultOn: true },
      { id: 'obligatoire', label: 'Obligatorii', strict: true, defaultOn: false },
      { id: 'analytics', label: 'Analitice', strict: false, defaultOn: true },
    ]);
    // Copies keep links but drop ids (they would be duplicates on the page).
    const holder = document.createElement('div');
    holder.append(markup.overview!.cloneNode(true));
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('/p/');
    expect(holder.querySelector('[id]')).toBeNull();
  });

  it('a bar minimised on this page (button_2_hidebar) starts as the tab, even before any choice', () => {
    expect(initialView(state(), true, false)).toEqual({ banner: true, tab: false });
    expect(initialView(state(), true, true)).toEqual({ banner: false, tab: true });
    expect(initialView(state(), false, true)).toEqual({ banner: false, tab: true });
    expect(initialView(state({ decision: 'accepted' }), true, false)).toEqual({ banner: false, tab: true });
    expect(initialView(state({ decision: 'accepted' }), false, false)).toEqual({ banner: false, tab: false });
    expect(initialView(state({ system: false }), true, true)).toEqual({ banner: false, tab: false });
  });

  it('CCPA alone without its notice (ccpaBarEnabled off): neither bar nor tab, decided or not (L961, L980)', () => {
    expect(initialView(state(), true, false, true)).toEqual({ banner: false, tab: false });
    expect(initialView(state({ decision: 'accepted' }), true, false, true)).toEqual({ banner: false, tab: false });
    expect(initialView(state({ decision: 'accepted' }), true, false, false)).toEqual({ banner: false, tab: true });
  });
});
