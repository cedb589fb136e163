// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { navigableUrl } from '../../src/lib/safe-navigation.ts';

const BASE = 'https://shop.ro/produse/';

describe('design §7: navigation only to http(s) URLs on the shop origin', () => {
  it.each<[string, string, string | null]>([
    [
      'a relative path resolves against the page',
      '/produs/blugi/?attribute_pa_culoare=rosu',
      'https://shop.ro/produs/blugi/?attribute_pa_culoare=rosu',
    ],
    [
      'an absolute same-origin http(s) URL is kept',
      'https://shop.ro/produse/?swoof=1',
      'https://shop.ro/produse/?swoof=1',
    ],
    ['javascript: is refused', 'javascript:alert(1)', null],
    ['JavaScript: with odd case and spaces is refused', '  JaVaScRiPt:alert(1)', null],
    ['data: is refused', 'data:text/html,<script>alert(1)</script>', null],
    ['another origin is refused', 'https://evil.example/produse/', null],
    ['a protocol-relative URL to another host is refused', '//evil.example/produse/', null],
    ['another scheme on the same host is refused', 'http://shop.ro/produse/', null],
    ['an unparsable URL is refused, not thrown', 'http://[::1', null],
    ['an empty link is refused', '', null],
  ])('%s', (_rule, raw, expected) => {
    expect(navigableUrl(raw, BASE)).toBe(expected);
  });

  it('another origin is allowed only when the caller says the spec allows it', () => {
    expect(navigableUrl('https://other.ro/x', BASE, { crossOrigin: true })).toBe('https://other.ro/x');
    expect(navigableUrl('javascript:alert(1)', BASE, { crossOrigin: true })).toBeNull();
  });
});
