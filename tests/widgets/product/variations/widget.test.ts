import { afterEach, describe, expect, it } from 'vitest';
import { VITRINA_EVENTS } from '../../../../src/lib/events.ts';
import { shownVariationOf } from '../../../../src/widgets/product/shared/state/variation.ts';
import { runWidgets, stopWidgets } from '../product-page-runtime.ts';

const variations = [
  {
    variation_id: 11,
    attributes: { attribute_pa_culoare: 'rosu' },
    is_in_stock: true,
    variation_is_active: true,
    price_html: '<span class="price">10 lei</span>',
    _cr_gtin: '111',
    image: { src: '/rosu.jpg', full_src: '/rosu-full.jpg', full_src_w: 1200, full_src_h: 1500 },
  },
  {
    variation_id: 12,
    attributes: { attribute_pa_culoare: 'verde' },
    is_in_stock: false,
    variation_is_active: true,
    availability_html: '<p class="stock out-of-stock">Stoc epuizat</p>',
  },
];
const html = `<div class="product" id="product-10"><span class="cr_gtin" data-o_content="000">GTIN: <span class="cr_gtin_val">000</span></span>
<form class="variations_form cart" data-product_id="10" data-product_variations='${JSON.stringify(variations)}'>
<select id="c" name="attribute_pa_culoare"><option value="">Alege</option><option value="rosu">Roșu</option><option value="verde">Verde</option></select>
<a class="reset_variations" href="#">Șterge</a>
<div class="single_variation"></div><button type="submit" class="single_add_to_cart_button">Adaugă</button><input type="hidden" name="variation_id" value="0"></form></div>`;

let observer: MutationObserver | undefined;
afterEach(() => stopWidgets(observer));

describe('variations through the runtime', () => {
  it('a choice reaches the state, the identifiers and the button; reset undoes it', async () => {
    observer = await runWidgets(['variations'], html);
    const select = document.querySelector<HTMLSelectElement>('#c')!;
    const button = document.querySelector('.single_add_to_cart_button')!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const shown: string[] = [];
    document.addEventListener(VITRINA_EVENTS.variationShow, () => shown.push('show'));
    document.addEventListener(VITRINA_EVENTS.variationHide, () => shown.push('hide'));

    select.value = 'rosu';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(shownVariationOf(10)?.variationId).toBe(11);
    expect(shownVariationOf(10)?.image?.fullSrc).toBe('/rosu-full.jpg');
    expect(document.querySelector('.cr_gtin_val')?.textContent).toBe('111');
    expect(document.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value).toBe('11');
    expect(button.getAttribute('aria-disabled')).toBe('false');

    select.value = 'verde';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.querySelector('.vitrina-variation-hint')?.textContent).toBe('Stoc epuizat');

    document.querySelector<HTMLElement>('.reset_variations')!.click();
    expect(shownVariationOf(10)).toBeNull();
    expect(document.querySelector('.cr_gtin_val')?.textContent).toBe('000');
    expect(document.querySelector('.vitrina-variation-hint')?.textContent).toBe('Alege opțiunile…');
    expect(shown).toEqual(['show', 'show', 'hide']);
  });
});
