// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addToCartHref, raisedQuantity } from '../../../../src/widgets/catalogue/listing/model.ts';

describe('§2.1 add-to-cart links', () => {
  it.each([
    [
      'a bare query becomes the current path plus it',
      '?add-to-cart=12',
      '/produse/page/2/',
      '/produse/page/2/?add-to-cart=12',
    ],
    [
      'an absolute same-origin link too',
      'https://shop.ro/?add-to-cart=12&quantity=2',
      '/produse/',
      '/produse/?add-to-cart=12&quantity=2',
    ],
    ['a product link is left alone', '/produs/blugi/', '/produse/', null],
    ['another origin is left alone', 'https://evil.example/?add-to-cart=1', '/produse/', null],
  ] as const)('%s', (_rule, href, path, expected) => {
    expect(addToCartHref(href, path, 'https://shop.ro')).toBe(expected);
  });
});

describe('§5.7 shop quantity inputs', () => {
  it.each([
    ['below min: raised to min', '0', '1', '1'],
    ['at min: unchanged', '1', '1', null],
    ['above min: unchanged', '3', '1', null],
    ['no min: unchanged', '0', '', null],
  ] as const)('%s', (_rule, value, min, expected) => {
    expect(raisedQuantity(value, min)).toBe(expected);
  });
});
