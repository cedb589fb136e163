import { describe, expect, it } from 'vitest';
import { drawnProductsDecoder } from '../../../../src/widgets/catalogue/product-filter/api/filter.ts';
import { decode } from '../../../../src/api/decode.ts';
import { changeFromControl } from '../../../../src/widgets/catalogue/product-filter/model.ts';

function control(markup: string): Element {
  const box = document.createElement('div');
  box.innerHTML = markup;
  const element = box.querySelector('[data-under-test]') ?? box.firstElementChild;
  if (!element) throw new Error('no control');
  return element;
}

describe('§4.4 what each control does', () => {
  it.each<[string, string, Record<string, string>, Record<string, string>]>([
    [
      'a checked checkbox appends its slug',
      '<input type="checkbox" data-tax="pa_culoare" name="negru" checked>',
      { pa_culoare: 'rosu' },
      { pa_culoare: 'rosu,negru' },
    ],
    [
      'an unchecked checkbox removes its slug',
      '<input type="checkbox" data-tax="pa_culoare" name="rosu">',
      { pa_culoare: 'rosu' },
      {},
    ],
    [
      'a radio sets a single slug (data-slug)',
      '<input type="radio" data-tax="pa_tip" data-slug="b" value="12" checked>',
      { pa_tip: 'a' },
      { pa_tip: 'b' },
    ],
    [
      'a select sets a single slug',
      '<select name="pa_tip"><option value="0">-</option><option value="c" selected>c</option></select>',
      {},
      { pa_tip: 'c' },
    ],
    [
      'a select at 0 clears the key',
      '<select name="pa_tip"><option value="0" selected>-</option></select>',
      { pa_tip: 'c' },
      {},
    ],
    [
      'the rating select at the chosen value removes min_rating',
      '<select name="min_rating"><option value="4" selected>4</option></select>',
      { min_rating: '4' },
      {},
    ],
    [
      'a multi-select sets the chosen slugs',
      '<select name="pa_tip" multiple><option value="a" selected>a</option><option value="b" selected>b</option></select>',
      {},
      { pa_tip: 'a,b' },
    ],
    [
      "price dropdown '-1' clears the price",
      '<select class="woof_price_filter_dropdown"><option value="-1" selected>-</option></select>',
      { min_price: '1', max_price: '2' },
      {},
    ],
    [
      "price radio 'min-max' sets both",
      '<input type="radio" class="woof_price_filter_radio" value="50-100" checked>',
      {},
      { min_price: '50', max_price: '100' },
    ],
    [
      'the SKU field strips the first space',
      '<input class="woof_show_sku_search" value=" A B">',
      {},
      { woof_sku: 'A B' },
    ],
    [
      'any change drops the page',
      '<input type="checkbox" data-tax="pa_tip" name="a" checked>',
      { paged: '3' },
      { pa_tip: 'a' },
    ],
  ])('%s', (_rule, markup, before, after) => {
    expect(changeFromControl(control(markup), before, { rate: 1 })?.values).toEqual(after);
  });

  it('text prices read both inputs of their block and convert by the rate', () => {
    const box = control(
      '<div class="woof_container"><input class="woof_price_filter_txt woof_price_filter_txt_from" value="10"><input data-under-test class="woof_price_filter_txt woof_price_filter_txt_to" value="20"></div>',
    );
    expect(changeFromControl(box, {}, { rate: 0.5 })).toEqual({ values: { min_price: '20', max_price: '40' } });
  });
});

describe('woof_draw_products answer', () => {
  const answer = {
    products: '<div id="woof_results_by_ajax"></div>',
    form: '<div class="woof_redraw_zone"></div>',
    additional_fields: [],
  };
  it.each<[string, unknown]>([
    ['the JSON object', answer],
    ['a JSON string of it (WOOF JSON.parses the text)', JSON.stringify(answer)],
  ])('reads %s', (_case, input) => {
    expect(decode(drawnProductsDecoder, input)).toEqual({
      ok: true,
      value: { products: answer.products, form: answer.form, additionalFields: {} },
    });
  });

  it.each<[string, unknown]>([
    ['a string that is not JSON', '<html>'],
    ['products that are not text', { products: 5 }],
  ])('rejects %s as invalid_json', (_case, input) => {
    const result = decode(drawnProductsDecoder, input);
    expect(result.ok ? null : result.error.kind).toBe('invalid_json');
  });
});
