import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { readConsentConfig, type ConsentConfig } from '../config/consent.ts';
import {
  eraseCookies,
  readStoredConsent,
  writeCcpaOptout,
  writeConsent,
  type StoredConsent,
} from './consent-cookies.ts';

/**
 * The shopper's cookie consent: the one signal every widget reads (the banner, script gating,
 * the analytics add-on). Changed only through `decideConsent`.
 */
export interface ConsentState {
  /** A consent system is on the page. Without one, consent is assumed (spec §4.10). */
  readonly system: boolean;
  /** accepted / rejected (viewed_cookie_policy yes / no), or undecided. */
  readonly decision: 'accepted' | 'rejected' | 'undecided';
  /** Per-category choice as stored; a category not listed has not been chosen. */
  readonly categories: Readonly<Record<string, boolean>>;
  /** Categories that are always on. */
  readonly strict: readonly string[];
  /** CCPA on and `ccpaOptout` in the record: "do not sell my personal information". */
  readonly optedOut: boolean;
  /** False where the site's CCPA mode holds nothing for a choice (CCPA alone, no bar). */
  readonly blocking: boolean;
}

/**
 * Spec categories (WP Consent API names) and the CookieLawInfo category slugs that grant them,
 * for services that ask by purpose (the analytics add-on asks for 'statistics').
 */
const PURPOSES: Readonly<Record<string, readonly string[]>> = {
  statistics: ['statistics', 'analytics', 'performance'],
  'statistics-anonymous': ['statistics-anonymous', 'statistics', 'analytics', 'performance'],
  marketing: ['marketing', 'advertisement', 'advertising'],
  preferences: ['preferences', 'functional'],
  functional: ['functional', 'necessary', 'obligatoire'],
};

let config: ConsentConfig | null = null;
let stored: StoredConsent | null = null;
let state: Signal<ConsentState> | null = null;

function consentConfig(): ConsentConfig {
  config ??= readConsentConfig();
  return config;
}

function fromStored(current: StoredConsent, settings: ConsentConfig): ConsentState {
  const decision = current.accepted === undefined ? 'undecided' : current.accepted ? 'accepted' : 'rejected';
  return {
    system: settings.present,
    decision,
    categories: current.categories,
    strict: settings.strictlyEnabled,
    optedOut: settings.ccpa.enabled && current.record?.ccpaOptout === true,
    blocking: !settings.ccpa.barOff,
  };
}

function consentSignal(): Signal<ConsentState> {
  if (!state) {
    stored = readStoredConsent(consentConfig());
    state = signal<ConsentState>(fromStored(stored, consentConfig()));
  }
  return state;
}

/** The consent signal, read from the cookies on first use. */
export function consentState(): ReadonlySignal<ConsentState> {
  return consentSignal();
}

/**
 * Whether scripts of a CookieLawInfo category may run now. A shopper who opted out under CCPA
 * gets none but the strict ones, whatever was accepted (cookie-law-info-public.js L1093).
 */
export function allowsCategory(current: ConsentState, category: string): boolean {
  if (!current.system || current.strict.includes(category)) return true;
  if (current.optedOut) return false;
  if (!current.blocking) return true;
  return current.decision === 'accepted' && current.categories[category] === true;
}

/** Whether a service that asks by purpose (spec's 'statistics') may run now. */
export function allowsPurpose(current: ConsentState, purpose: string): boolean {
  if (!current.system) return true;
  const slugs = PURPOSES[purpose] ?? [purpose];
  return slugs.some((slug) => allowsCategory(current, slug));
}

/** A computed view for one purpose, for effects that load a service once it is allowed. */
export function purposeAllowed(purpose: string): ReadonlySignal<boolean> {
  return computed(() => allowsPurpose(consentSignal().value, purpose));
}

export interface Decision {
  readonly accepted: boolean;
  /** Every switchable category with its choice. */
  readonly categories: Readonly<Record<string, boolean>>;
  /** False only for the banner's timed close, which writes no consent record. */
  readonly withRecord?: boolean;
}

/** Writes the cookies of spec §3.12, erases what refused categories had set, updates the signal. */
export function decideConsent(decision: Decision): void {
  const settings = consentConfig();
  const current = consentSignal();
  const categories: Record<string, boolean> = { ...decision.categories };
  for (const strict of settings.strictlyEnabled) if (strict in categories) categories[strict] = true;
  writeConsent(
    settings,
    { accepted: decision.accepted, categories, withRecord: decision.withRecord ?? true },
    stored?.record ?? null,
  );
  for (const [category, names] of Object.entries(settings.categoryCookies)) {
    if (!decision.accepted || categories[category] !== true) eraseCookies(names);
  }
  stored = readStoredConsent(settings);
  current.value = fromStored(stored, settings);
}

/** Records the CCPA opt-out (true) or its withdrawal (false) and updates the signal. */
export function recordCcpaOptout(optedOut: boolean): void {
  const settings = consentConfig();
  const current = consentSignal();
  writeCcpaOptout(settings, optedOut);
  stored = readStoredConsent(settings);
  current.value = fromStored(stored, settings);
}

/** Tests start from the cookies and globals they set up. */
export function resetConsentState(): void {
  config = null;
  stored = null;
  state = null;
}
