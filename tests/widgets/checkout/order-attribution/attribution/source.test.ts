// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeEntries,
  encodeEntries,
} from '../../../../../src/widgets/checkout/order-attribution/attribution/cookie-value.ts';
import { detectSource, trackerDate } from '../../../../../src/widgets/checkout/order-attribution/attribution/source.ts';

const SHOP = 'https://www.vitrina.ro/produse/';
const view = (url: string, referrer = '', inSession = false, current: Record<string, string> | null = null) => ({
  url: new URL(url),
  referrer,
  inSession,
  current,
});

describe('§4.10 traffic source', () => {
  it.each<[string, ReturnType<typeof view>, Partial<Record<string, string>> | null]>([
    [
      'any utm_* parameter makes it utm',
      view(`${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=vara`),
      { typ: 'utm', src: 'newsletter', mdm: 'email', cmp: 'vara', cnt: '(none)' },
    ],
    ['gclid alone is utm from google, cpc', view(`${SHOP}?gclid=abc`), { typ: 'utm', src: 'google', mdm: 'cpc' }],
    ['yclid alone is utm from yandex, cpc', view(`${SHOP}?yclid=abc`), { typ: 'utm', src: 'yandex', mdm: 'cpc' }],
    [
      'utm wins over a running session and a known source',
      view(`${SHOP}?utm_source=fb`, 'https://www.google.ro/', true, { typ: 'typein' }),
      { typ: 'utm', src: 'fb' },
    ],
    [
      'a known search engine is organic',
      view(SHOP, 'https://www.google.ro/search?q=parfum'),
      { typ: 'organic', src: 'google', mdm: 'organic', trm: 'parfum' },
    ],
    ['bing is organic too', view(SHOP, 'https://www.bing.com/'), { typ: 'organic', src: 'bing' }],
    ['yandex counts only with text=', view(SHOP, 'https://yandex.ru/'), { typ: 'referral', src: 'yandex.ru' }],
    [
      'a foreign referrer without a session is referral',
      view(SHOP, 'https://www.blog-moda.ro/articol/'),
      { typ: 'referral', src: 'blog-moda.ro', mdm: 'referral', cnt: '/articol/' },
    ],
    ['t.co is twitter.com', view(SHOP, 'https://t.co/xyz'), { typ: 'referral', src: 'twitter.com' }],
    [
      'a foreign referrer inside a session keeps the recorded source',
      view(SHOP, 'https://www.blog-moda.ro/', true, { typ: 'typein' }),
      null,
    ],
    [
      'a first visit without referrer is typein, (direct) / (none)',
      view(SHOP),
      { typ: 'typein', src: '(direct)', mdm: '(none)' },
    ],
    ['the shop itself (with or without www) is no referrer', view(SHOP, 'https://vitrina.ro/cos/'), { typ: 'typein' }],
    [
      'a later visit without referrer keeps the recorded source',
      view(SHOP, '', false, { typ: 'referral', src: 'blog-moda.ro' }),
      null,
    ],
  ])('%s', (_rule, page, expected) => {
    const result = detectSource(page);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });

  it('writes the start time as UTC YYYY-MM-DD HH:MM:SS', () => {
    expect(trackerDate(new Date('2026-11-23T09:05:07.123Z'))).toBe('2026-11-23 09:05:07');
  });
});

describe('tracker cookie value', () => {
  it('round-trips key=value|||key=value, URI-encoded, values with = and spaces intact', () => {
    const entries = { typ: 'utm', src: 'a b', ep: 'https://x.ro/?a=1&b=2' };
    const encoded = encodeEntries(entries);
    expect(encoded).not.toContain('|');
    expect(decodeEntries(encoded)).toEqual(entries);
  });

  it.each([[undefined], [''], ['%E0%A4%A'], ['nothing-here']])('an unreadable value %s is null', (raw) => {
    expect(decodeEntries(raw)).toBeNull();
  });
});
