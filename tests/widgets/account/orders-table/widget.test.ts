import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import { moveMargins, overflows } from '../../../../src/widgets/account/orders-table/model.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

let observer: MutationObserver | undefined;
afterEach(() => stopWidgets(observer));

const TABLE =
  '<div class="woocommerce-MyAccount-content"><table class="woocommerce-orders-table shop_table" style="color: red"><tr><td>#10001</td></tr></table><p id="after">după</p></div>';

describe('orders table (spec §2.8)', () => {
  it('wraps the table in div.touch-scroll-table that scrolls sideways, in the same place', async () => {
    observer = await runWidgets(['orders-table'], TABLE);
    const table = document.querySelector('table')!;
    const wrapper = table.parentElement!;
    expect(wrapper.className).toBe('touch-scroll-table');
    expect(wrapper.style.overflowX).toBe('auto');
    expect(wrapper.parentElement!.className).toBe('woocommerce-MyAccount-content');
    expect(wrapper.nextElementSibling?.id).toBe('after');
    expect(table.getAttribute('data-vitrina-state')).toBe('mounted');
  });

  it('unwraps and restores the table’s own style when it is unmounted; a wrapped table is left alone', async () => {
    document.body.innerHTML = TABLE;
    const table = document.querySelector('table')!;
    const { default: widget } = await import('../../../../src/widgets/account/orders-table/index.ts');
    const context = createContext('orders-table', table);
    const unmount = await widget.mount(table, context);
    expect(table.parentElement!.className).toBe('touch-scroll-table');
    expect(await widget.mount(table, context)).toBeUndefined();
    unmount!();
    expect(document.querySelector('.touch-scroll-table')).toBeNull();
    expect(table.parentElement!.className).toBe('woocommerce-MyAccount-content');
    expect(table.getAttribute('style')).toBe('color: red');
  });

  it('moves the table’s vertical margins to the wrapper, so nothing below moves', () => {
    expect(moveMargins({ marginTop: '0px', marginBottom: '20.8px' })).toEqual({
      wrapper: { marginTop: '0px', marginBottom: '20.8px' },
      table: { marginTop: '0px', marginBottom: '0px' },
    });
  });

  it.each([
    [600, 320, true],
    [320, 320, false],
    [321, 320, false],
  ])('content %i px wide in a %i px box scrolls: %s', (scrollWidth, clientWidth, expected) => {
    expect(overflows(scrollWidth, clientWidth)).toBe(expected);
  });
});
