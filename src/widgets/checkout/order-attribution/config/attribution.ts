import { isRecord } from '../../../../lib/is-record.ts';
import { readSection } from '../../../../config/section.ts';
import type { PromoRange } from '../attribution/promo-code.ts';

/** `wc_order_attribution` (legacy-contracts §7): nested params keep their JSON types. */
export interface AttributionParams {
  /** Cookie lifetime in months; this shop's 1e-5 makes the cookies last for the browser session. */
  readonly lifetimeMonths: number;
  readonly sessionMinutes: number;
  readonly prefix: string;
  readonly allowTracking: boolean;
  /** Field name → where its value lives (`current.typ`, `udata.vst`, …), spec §3.3 / legacy-contracts §7. */
  readonly fields: Readonly<Record<string, string>>;
  /** The WP Consent API category that decides tracking, when that plugin is active. */
  readonly consentCategory: string;
  /** The tracker's promo code range when the promo code is on (`params.promocode`), else absent. */
  readonly promoCode?: PromoRange;
}

/** The traffic tracker's own defaults (spec §9), for a page whose params leave them unset. */
const TRACKER_DEFAULTS = { lifetimeMonths: 6, promoCode: { min: 100000, max: 999999 } } as const;

export const ATTRIBUTION_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

export function readAttributionParams(): AttributionParams | null {
  const section = readSection('wc_order_attribution', { required: false });
  if (!section.present) return null;
  const raw = section.raw('params');
  const params = readNested(isRecord(raw) ? raw : {});
  const printed = Object.entries(section.object('fields')).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { ...params, fields: printed.length > 0 ? Object.fromEntries(printed) : ATTRIBUTION_FIELDS };
}

const number = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : fallback;

/** `promocode: true` takes the default range; `{min, max}` its own, as sourcebuster read it. */
function readPromo(value: unknown): PromoRange | undefined {
  if (value === true || value === '1' || value === 1) return TRACKER_DEFAULTS.promoCode;
  if (!isRecord(value)) return undefined;
  return {
    min: number(value['min'], TRACKER_DEFAULTS.promoCode.min),
    max: number(value['max'], TRACKER_DEFAULTS.promoCode.max),
  };
}

function readNested(params: Record<string, unknown>): Omit<AttributionParams, 'fields'> {
  const promoCode = readPromo(params['promocode']);
  return {
    // This shop prints 1e-5 (session cookies); the tracker's 6 months apply only when it prints nothing.
    lifetimeMonths: number(params['lifetime'], TRACKER_DEFAULTS.lifetimeMonths),
    sessionMinutes: number(params['session'], 30),
    prefix: typeof params['prefix'] === 'string' ? params['prefix'] : 'wc_order_attribution_',
    allowTracking:
      params['allowTracking'] !== false && params['allowTracking'] !== '' && params['allowTracking'] !== '0',
    consentCategory: typeof params['consentCategory'] === 'string' ? params['consentCategory'] : '',
    ...(promoCode ? { promoCode } : {}),
  };
}
