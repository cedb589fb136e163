// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameOrigin } from '../../src/lib/same-origin.ts';

const BASE = 'https://shop.ro/produse/';

describe('design §7: the one same-origin check', () => {
  it.each<[string, string, boolean]>([
    ['a relative path is on the page origin', '/wp-admin/admin-ajax.php', true],
    ['an absolute URL on the same scheme, host and port', 'https://shop.ro/?wc-ajax=add_to_cart', true],
    ['another host', 'https://evil.example/wp-admin/admin-ajax.php', false],
    ['a protocol-relative URL to another host', '//evil.example/', false],
    ['another scheme on the same host', 'http://shop.ro/', false],
    ['another port on the same host', 'https://shop.ro:8443/', false],
    ['javascript: has no origin of ours', 'javascript:alert(1)', false],
    ['data: has an opaque origin', 'data:text/html,<p>x</p>', false],
    ['text that is no URL is refused, not thrown', 'http://[::1', false],
  ])('%s', (_rule, raw, expected) => {
    expect(sameOrigin(raw, BASE)).toBe(expected);
  });

  it('two opaque origins are not one origin', () => {
    expect(sameOrigin('data:text/html,<p>x</p>', 'about:blank')).toBe(false);
  });

  it('a base that is no URL matches nothing', () => {
    expect(sameOrigin('/x', 'not a url')).toBe(false);
  });
});
