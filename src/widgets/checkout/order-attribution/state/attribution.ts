import { signal } from '@preact/signals-core';
import type { AttributionParams } from '../config/attribution.ts';
import { promoCode } from '../attribution/promo-code.ts';
import { detectSource, trackerDate } from '../attribution/source.ts';
import type { AttributionValues } from '../attribution/values.ts';
import {
  deleteTrackerCookies,
  readTrackerJar,
  TRACKER_COOKIES,
  writeTrackerCookie,
  type TrackerCookie,
} from './attribution-cookies.ts';

export type { AttributionValues };

/**
 * Order attribution (spec §3.3, §4.10), replacing the traffic tracker and WooCommerce's
 * order-attribution script. The values are one signal: every `wc-order-attribution-inputs` on the
 * page renders from it, so a redrawn form gets them back and disallowing tracking empties all.
 */
export const attributionValues = signal<AttributionValues>({});

let params: AttributionParams | null = null;

export interface PageEnvironment {
  readonly url: URL;
  readonly referrer: string;
  readonly now: Date;
  readonly userAgent: string;
}

const currentPage = (): PageEnvironment => ({
  url: new URL(location.href),
  referrer: document.referrer,
  now: new Date(),
  userAgent: navigator.userAgent,
});

/** Records this page view once and computes the values (call on every page). */
export function startAttribution(settings: AttributionParams, page: PageEnvironment = currentPage()): void {
  params = settings;
  if (settings.allowTracking) track(settings, page);
  else clearTracking(settings);
}

/** `wc_order_attribution.setOrderTracking(allow)`: disallowing deletes every cookie and empties the fields. */
export function setOrderTracking(allow: boolean): void {
  if (!params) return;
  if (allow) track(params, currentPage(), { countPage: false });
  else clearTracking(params);
}

function clearTracking(settings: AttributionParams): void {
  deleteTrackerCookies();
  attributionValues.value = Object.fromEntries(Object.keys(settings.fields).map((field) => [field, '']));
}

function track(settings: AttributionParams, page: PageEnvironment, { countPage = true } = {}): void {
  const lifetime = Math.floor(settings.lifetimeMonths * 30 * 24 * 60) * 60;
  const sessionSeconds = settings.sessionMinutes * 60;
  // One read of the cookies for the decisions below, one more for the values once written.
  const jar = readTrackerJar();
  const cookie = (name: TrackerCookie) => jar.get(name) ?? null;
  const session = cookie('sbjs_session');
  const inSession = session !== null;
  const current = cookie('sbjs_current');
  const detected = detectSource({ url: page.url, referrer: page.referrer, inSession, current });
  if (detected) {
    const added = { fd: trackerDate(page.now), ep: page.url.href, rf: page.referrer || '(none)' };
    writeTrackerCookie('sbjs_current', detected, lifetime);
    writeTrackerCookie('sbjs_current_add', added, lifetime);
    if (!cookie('sbjs_first')) {
      writeTrackerCookie('sbjs_first', detected, lifetime);
      writeTrackerCookie('sbjs_first_add', added, lifetime);
    }
  }
  if (settings.promoCode && !cookie('sbjs_promo'))
    writeTrackerCookie('sbjs_promo', { code: String(promoCode(Math.random(), settings.promoCode)) }, lifetime);
  const udata = cookie('sbjs_udata');
  const visits = Number(udata?.['vst'] ?? '0') || 0;
  // A new session is a new visit; every page inside a session counts once.
  writeTrackerCookie(
    'sbjs_udata',
    { vst: String(inSession ? Math.max(visits, 1) : visits + 1), uip: '(none)', uag: page.userAgent },
    lifetime,
  );
  const pages = Number(session?.['pgs'] ?? '0') || 0;
  writeTrackerCookie(
    'sbjs_session',
    { pgs: String(inSession ? pages + (countPage ? 1 : 0) : 1), cpg: page.url.href },
    sessionSeconds,
  );
  attributionValues.value = valuesFrom(settings.fields);
}

/** Reads each field from its cookie entry; every value is a string, a missing one ''. */
function valuesFrom(fields: Readonly<Record<string, string>>): AttributionValues {
  const jar = readTrackerJar();
  const values: Record<string, string> = {};
  for (const [field, path] of Object.entries(fields)) {
    const [cookie = '', key = ''] = path.split('.');
    const name = TRACKER_COOKIES.find((candidate): candidate is TrackerCookie => candidate === `sbjs_${cookie}`);
    if (!name) {
      values[field] = '';
      continue;
    }
    values[field] = jar.get(name)?.[key] ?? '';
  }
  return values;
}
