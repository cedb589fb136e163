// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buttonState,
  findVariation,
  isOptionAvailable,
  parseVariations,
} from '../../../../src/widgets/product/variations/model.ts';
import { swatchClick } from '../../../../src/widgets/product/variation-swatches/model.ts';

const json = JSON.stringify([
  {
    variation_id: 11,
    attributes: { attribute_pa_culoare: 'rosu', attribute_pa_marime: 's' },
    is_in_stock: true,
    variation_is_active: true,
  },
  {
    variation_id: 12,
    attributes: { attribute_pa_culoare: 'rosu', attribute_pa_marime: 'm' },
    is_in_stock: false,
    variation_is_active: true,
  },
  {
    variation_id: 13,
    attributes: { attribute_pa_culoare: 'albastru', attribute_pa_marime: '' },
    is_in_stock: true,
    variation_is_active: true,
    _cr_gtin: '5940000000013',
  },
]);
const variations = parseVariations(json) ?? [];
const names = ['attribute_pa_culoare', 'attribute_pa_marime'];

describe('variation matching', () => {
  it('parses data-product_variations; false means AJAX variations', () => {
    expect(variations).toHaveLength(3);
    expect(parseVariations('false')).toBeNull();
    expect(parseVariations('{broken')).toBeNull();
    expect(parseVariations('[{"attributes":{}}]')).toBeNull();
  });

  it.each([
    ['a complete choice finds its variation', { attribute_pa_culoare: 'rosu', attribute_pa_marime: 's' }, 11],
    ["'' in a variation means any option", { attribute_pa_culoare: 'albastru', attribute_pa_marime: 'xl' }, 13],
    ['an incomplete choice finds nothing', { attribute_pa_culoare: 'rosu', attribute_pa_marime: '' }, null],
    ['a choice no variation has finds nothing', { attribute_pa_culoare: 'verde', attribute_pa_marime: 's' }, null],
  ] as const)('%s', (_rule, choice, expected) => {
    expect(findVariation(variations, choice, names)?.variation_id ?? null).toBe(expected);
  });

  it.each([
    [
      'an option is available when a variation fits it with the other choices',
      { attribute_pa_culoare: 'rosu' },
      'attribute_pa_marime',
      'm',
      true,
    ],
    [
      'an option no variation offers with the other choices is unavailable',
      { attribute_pa_culoare: 'rosu' },
      'attribute_pa_marime',
      'xl',
      false,
    ],
    [
      'an "any" variation makes every option available',
      { attribute_pa_culoare: 'albastru' },
      'attribute_pa_marime',
      'xl',
      true,
    ],
    [
      'the attribute own choice is ignored when testing its options',
      { attribute_pa_culoare: 'rosu' },
      'attribute_pa_culoare',
      'albastru',
      true,
    ],
  ] as const)('%s', (_rule, choice, attribute, value, expected) => {
    expect(isOptionAvailable(variations, choice, attribute, value)).toBe(expected);
  });

  it('the add-to-cart button follows the variation', () => {
    expect(buttonState(null)).toBe('needs-choice');
    expect(buttonState(variations[1] ?? null)).toBe('out-of-stock');
    expect(buttonState(variations[0] ?? null)).toBe('ready');
  });

  it('clicking a selected swatch deselects it unless deselect is off', () => {
    expect(swatchClick('rosu', 'rosu', true)).toBe('');
    expect(swatchClick('rosu', 'rosu', false)).toBe('rosu');
    expect(swatchClick('', 'rosu', true)).toBe('rosu');
  });
});
