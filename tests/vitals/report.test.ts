import { describe, expect, it } from 'vitest';
import { readPageType, readVitalsConfig } from '../../src/config/vitals.ts';
import { buildReport, isSampled, MAX_BEACON_BYTES } from '../../src/vitals/report.ts';

describe('vitals report', () => {
  it('samples the share asked for: 10 % takes random draws below 0.1 only', () => {
    expect(isSampled(0.1, 0)).toBe(true);
    expect(isSampled(0.1, 0.0999)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(1, 0.9999)).toBe(true);
  });

  it('builds exactly the shape the route accepts, whole milliseconds and CLS to four decimals', () => {
    const body = buildReport('product', ['woocommerce-cart'], { LCP: 2450.6, INP: 183.2, CLS: 0.123456 });
    expect(JSON.parse(body ?? '')).toEqual({
      page: 'product',
      retired: ['woocommerce-cart'],
      metrics: { LCP: 2451, INP: 183, CLS: 0.1235 },
    });
  });

  it('leaves out what was not measured or makes no sense, and sends nothing when nothing is left', () => {
    expect(JSON.parse(buildReport('home', [], { CLS: 0, LCP: Number.NaN, INP: -1 }) ?? '')).toEqual({
      page: 'home',
      retired: [],
      metrics: { CLS: 0 },
    });
    expect(buildReport('home', [], {})).toBeNull();
  });

  it('sends nothing larger than the route takes', () => {
    const many = Array.from({ length: 40 }, (_, index) => `plugin-number-${index}`);
    expect(buildReport('home', many, { LCP: 1 })).toBeNull();
    expect(
      new TextEncoder().encode(buildReport('home', many.slice(0, 5), { LCP: 1 }) ?? '').length,
    ).toBeLessThanOrEqual(MAX_BEACON_BYTES);
  });

  it('tells the page type from the body classes, the most specific first', () => {
    const classes = (names: string) => {
      const element = document.createElement('body');
      element.className = names;
      return element.classList;
    };
    expect(readPageType(classes('page woocommerce-checkout woocommerce-page'))).toBe('checkout');
    expect(readPageType(classes('product-template-default single single-product'))).toBe('product');
    expect(readPageType(classes('archive tax-product_cat'))).toBe('category');
    expect(readPageType(classes('home page-template page'))).toBe('home');
    expect(readPageType(classes('blog'))).toBe('other');
  });

  it("reads the plugin's vitals config, and nothing from a tag without it or with a wrong shape", () => {
    const tag = (json: string) => {
      document.body.innerHTML = `<script type="application/json" id="vitrina-config">${json}</script>`;
      return readVitalsConfig();
    };
    expect(tag('{"vitals":{"url":"/wp-json/vitrina/v1/vitals","sample":0.1,"retired":["a"]}}')).toEqual({
      url: '/wp-json/vitrina/v1/vitals',
      sample: 0.1,
      retired: ['a'],
    });
    expect(tag('{"widgets":{}}')).toBeNull();
    expect(tag('{"vitals":{"url":"/x","sample":5,"retired":[]}}')).toBeNull();
    expect(tag('{"vitals":{"url":"/x","sample":0.1,"retired":[1]}}')).toBeNull();
    expect(tag('{')).toBeNull();
    document.body.innerHTML = '';
  });
});
