import { isPlainObject } from './globals.ts';
import { readSection } from './section.ts';

/** `wc_order_attribution` (legacy-contracts §7): nested params keep their JSON types. */
export interface AttributionParams {
  /** Cookie lifetime in months; this shop's 1e-5 makes the cookies last for the browser session. */
  readonly lifetimeMonths: number;
  readonly sessionMinutes: number;
  readonly prefix: string;
  readonly allowTracking: boolean;
  /** The field names to send (spec §3.3), in the order the page lists them. */
  readonly fields: readonly string[];
}

export const ATTRIBUTION_FIELDS = [
  'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term',
  'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time',
  'session_pages', 'session_count', 'user_agent',
] as const;

export function readAttributionParams(): AttributionParams | null {
  const section = readSection('wc_order_attribution', { required: false });
  if (!section.present) return null;
  const raw = section.raw('params');
  const params = readNested(isPlainObject(raw) ? raw : {});
  const fields = section.object('fields');
  const names = Object.keys(fields);
  return { ...params, fields: names.length > 0 ? names : ATTRIBUTION_FIELDS };
}

function readNested(params: Record<string, unknown>): Omit<AttributionParams, 'fields'> {
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback);
  return {
    lifetimeMonths: number(params['lifetime'], 1e-5),
    sessionMinutes: number(params['session'], 30),
    prefix: typeof params['prefix'] === 'string' ? params['prefix'] : 'wc_order_attribution_',
    allowTracking: params['allowTracking'] !== false && params['allowTracking'] !== '' && params['allowTracking'] !== '0',
  };
}
