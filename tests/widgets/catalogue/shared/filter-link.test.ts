// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildFilterLink,
  pageFromUrl,
  stripPage,
  valuesFromUrl,
  type LinkOptions,
} from '../../../../src/widgets/catalogue/shared/filter-link.ts';

const ON: LinkOptions = {
  pageLink: 'https://shop.ro/produse/',
  permalinks: true,
  searchSlug: 'swoof',
  siteRoot: 'https://shop.ro/',
};
const OFF: LinkOptions = { ...ON, permalinks: false };

describe('§2.1 / §7.4 filter links', () => {
  it.each<[string, Record<string, string>, LinkOptions, string]>([
    ['a bare link when there are no values', {}, ON, 'https://shop.ro/produse/'],
    [
      '{page link}?swoof=1&{key}={value}',
      { pa_culoare: 'rosu' },
      ON,
      'https://shop.ro/produse/?swoof=1&pa_culoare=rosu',
    ],
    [
      'taxonomy values stay comma-joined slug lists',
      { pa_culoare: 'rosu,negru', pa_marime: 'm' },
      ON,
      'https://shop.ro/produse/?swoof=1&pa_culoare=rosu,negru&pa_marime=m',
    ],
    [
      'only the price: ?min_price=&max_price= without the slug',
      { min_price: '10', max_price: '50' },
      ON,
      'https://shop.ro/produse/?min_price=10&max_price=50',
    ],
    [
      'price with a filter keeps the slug',
      { pa_culoare: 'rosu', min_price: '10' },
      ON,
      'https://shop.ro/produse/?swoof=1&pa_culoare=rosu&min_price=10',
    ],
    [
      'the search slug is taken from config',
      { pa_culoare: 'rosu' },
      { ...ON, searchSlug: 'filtru' },
      'https://shop.ro/produse/?filtru=1&pa_culoare=rosu',
    ],
    [
      'an old slug value is never repeated',
      { swoof: '1', pa_culoare: 'rosu' },
      ON,
      'https://shop.ro/produse/?swoof=1&pa_culoare=rosu',
    ],
    [
      's, product and really_curr_tax are dropped',
      { s: 'x', product: 'y', really_curr_tax: '12-product_cat', pa_tip: 'a' },
      ON,
      'https://shop.ro/produse/?swoof=1&pa_tip=a',
    ],
    ['empty values are skipped', { pa_culoare: '', pa_tip: 'a' }, ON, 'https://shop.ro/produse/?swoof=1&pa_tip=a'],
    [
      'page/{n} is stripped from the page link',
      { pa_tip: 'a' },
      { ...ON, pageLink: 'https://shop.ro/produse/page/3/' },
      'https://shop.ro/produse/?swoof=1&pa_tip=a',
    ],
    [
      'permalinks off: the site root with page_id',
      { page_id: '7', pa_tip: 'a' },
      OFF,
      'https://shop.ro/?swoof=1&page_id=7&pa_tip=a',
    ],
    ['permalinks off, no values: the site root', {}, OFF, 'https://shop.ro/'],
    [
      'a configured redirect page replaces the base',
      { pa_tip: 'a' },
      { ...OFF, redirect: 'https://shop.ro/filtru/' },
      'https://shop.ro/filtru/?swoof=1&pa_tip=a',
    ],
    [
      'AJAX mode names the page paged',
      { pa_tip: 'a', page: '2' },
      { ...ON, ajax: true },
      'https://shop.ro/produse/?swoof=1&pa_tip=a&paged=2',
    ],
    [
      'a base with a query string is joined with &',
      { pa_tip: 'a' },
      { ...ON, pageLink: 'https://shop.ro/?post_type=product' },
      'https://shop.ro/?post_type=product&swoof=1&pa_tip=a',
    ],
    [
      'unsafe characters in values are encoded',
      { woof_sku: 'A&B#1' },
      ON,
      'https://shop.ro/produse/?swoof=1&woof_sku=A%26B%231',
    ],
  ])('%s', (_rule, values, options, expected) => {
    expect(buildFilterLink(values, options)).toBe(expected);
  });
});

describe('§2.1 page number', () => {
  it.each<[string, string, number]>([
    ['from paged=', 'https://shop.ro/produse/?paged=3', 3],
    ['from /page/{n}/', 'https://shop.ro/produse/page/4/', 4],
    ['from product-page=', 'https://shop.ro/produse/?product-page=5', 5],
    ['product-page= wins over paged=', 'https://shop.ro/produse/page/2/?paged=3&product-page=6', 6],
    ['paged= wins over the path', 'https://shop.ro/produse/page/2/?paged=3', 3],
    ['1 without any', 'https://shop.ro/produse/', 1],
    ['1 for nonsense', 'https://shop.ro/produse/?paged=abc', 1],
    ['1 for zero', 'https://shop.ro/produse/?paged=0', 1],
  ])('%s', (_rule, url, page) => {
    expect(pageFromUrl(new URL(url))).toBe(page);
  });

  it('stripPage keeps the query string', () => {
    expect(stripPage('/produse/page/2/?orderby=price')).toBe('/produse/?orderby=price');
    expect(stripPage('/produse/page/2')).toBe('/produse/');
  });

  it('valuesFromUrl reads every key but the slug', () => {
    expect(
      valuesFromUrl(new URL('https://shop.ro/produse/?swoof=1&pa_culoare=rosu,negru&min_price=5'), 'swoof'),
    ).toEqual({ pa_culoare: 'rosu,negru', min_price: '5' });
  });
});

describe('filtered link from a paged listing (issue 9)', () => {
  it.each<[string, string, Record<string, string>, string]>([
    [
      'the page link WOOF stripped to "//" comes out clean',
      'https://shop.ro/produse//',
      { pa_tip: 'a' },
      'https://shop.ro/produse/?swoof=1&pa_tip=a',
    ],
    ['with no values too', 'https://shop.ro/produse//', {}, 'https://shop.ro/produse/'],
    ['a link from /produse/page/3/ keeps no page', 'https://shop.ro/produse/page/3/', {}, 'https://shop.ro/produse/'],
    [
      'a link from /produse/page/3 (no slash) keeps no page',
      'https://shop.ro/produse/page/3',
      { pa_tip: 'a' },
      'https://shop.ro/produse/?swoof=1&pa_tip=a',
    ],
    [
      'a category page link stripped to "//"',
      'https://shop.ro/categorie-produs/imbracaminte/blugi//',
      { pa_tip: 'a' },
      'https://shop.ro/categorie-produs/imbracaminte/blugi/?swoof=1&pa_tip=a',
    ],
  ])('%s', (_rule, pageLink, values, expected) => {
    expect(buildFilterLink(values, { ...ON, pageLink })).toBe(expected);
  });

  it('stripPage keeps the scheme slashes and the query', () => {
    expect(stripPage('https://shop.ro/produse//?orderby=price')).toBe('https://shop.ro/produse/?orderby=price');
  });
});
