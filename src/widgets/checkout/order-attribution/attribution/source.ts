import type { Entries } from './cookie-value.ts';

/**
 * Spec §4.10, the traffic source of a page view, decided in the tracker's order: campaign
 * parameters, then a search engine, then a foreign referrer without a running session, then a
 * first visit typed in; otherwise the source already recorded stays.
 */
export interface PageView {
  readonly url: URL;
  readonly referrer: string;
  /** A session (30 minutes since the last page) is running. */
  readonly inSession: boolean;
  /** The source recorded so far (`sbjs_current`), if any. */
  readonly current: Entries | null;
}

const NONE = '(none)';
const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
] as const;

/** Search engines by referrer host; Yandex counts only with its `text=` query. */
const ENGINES: readonly { name: string; host: RegExp; query?: string }[] = [
  { name: 'google', host: /^(?:www\.)?google\..{2,9}$/ },
  { name: 'yandex', host: /^(?:www\.)?yandex\..{2,9}$/, query: 'text' },
  { name: 'bing', host: /^(?:www\.)?bing\..{2,9}$/ },
  { name: 'yahoo', host: /^(?:.*\.)?yahoo\..{2,9}$/ },
  { name: 'about', host: /^(?:www\.)?about\..{2,9}$/ },
  { name: 'aol', host: /^(?:.*\.)?aol\..{2,9}$/ },
  { name: 'ask', host: /^(?:www\.)?ask\..{2,9}$/ },
  { name: 'globososo', host: /^(?:www\.)?globososo\..{2,9}$/ },
  { name: 'go.mail.ru', host: /^go\.mail\.ru$/ },
  { name: 'rambler', host: /^(?:.*\.)?rambler\..{2,9}$/ },
  { name: 'tut.by', host: /^(?:.*\.)?tut\.by$/ },
];

const withoutWww = (host: string): string => host.replace(/^www\./, '');

/** The new source, or null when the recorded one stays. */
export function detectSource({ url, referrer, inSession, current }: PageView): Entries | null {
  const query = url.searchParams;
  const gclid = query.has('gclid');
  const yclid = query.has('yclid');
  if (UTM_KEYS.some((key) => query.has(key)) || gclid || yclid) {
    const get = (key: string) => query.get(key) || NONE;
    return {
      typ: 'utm',
      src: query.get('utm_source') || (gclid ? 'google' : yclid ? 'yandex' : NONE),
      mdm: query.get('utm_medium') || (gclid || yclid ? 'cpc' : NONE),
      cmp: get('utm_campaign'),
      cnt: get('utm_content'),
      trm: get('utm_term'),
      id: get('utm_id'),
      plt: get('utm_source_platform'),
      fmt: get('utm_creative_format'),
      tct: get('utm_marketing_tactic'),
    };
  }
  const from = parseReferrer(referrer);
  const foreign = from !== null && withoutWww(from.hostname) !== withoutWww(url.hostname);
  if (from && foreign) {
    const engine = ENGINES.find(
      (candidate) => candidate.host.test(from.hostname) && (!candidate.query || from.searchParams.has(candidate.query)),
    );
    if (engine)
      return source(
        'organic',
        engine.name,
        'organic',
        from.searchParams.get('q') || from.searchParams.get('text') || NONE,
      );
    if (!inSession) {
      const host = withoutWww(from.hostname);
      return { ...source('referral', host === 't.co' ? 'twitter.com' : host, 'referral', NONE), cnt: from.pathname };
    }
  }
  if (!current) return source('typein', '(direct)', NONE, NONE);
  return null;
}

function source(typ: string, src: string, mdm: string, trm: string): Entries {
  return { typ, src, mdm, cmp: NONE, cnt: NONE, trm, id: NONE, plt: NONE, fmt: NONE, tct: NONE };
}

function parseReferrer(referrer: string): URL | null {
  if (!referrer) return null;
  try {
    const parsed = new URL(referrer);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, as the tracker writes `fd` with timezone offset 0. */
export function trackerDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
