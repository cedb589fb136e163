import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import { enhanceSlider } from '../../../../src/widgets/catalogue/product-filter/price-slider.ts';
import { enhanceToggles } from '../../../../src/widgets/catalogue/product-filter/toggles.ts';
import type { WoofConfig } from '../../../../src/widgets/catalogue/shared/config/woof.ts';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

const config = { toggle: { type: 'text', opened: '-', closed: '+' }, saveNestedState: true } as unknown as WoofConfig;

function nestedItem(term: number, printedClosed: boolean, childChecked = false): string {
  return `<li class="woof_term_${term}"><input type="checkbox" id="t${term}"><a href="javascript: void(0);" class="woof_childs_list_opener"><span class="${printedClosed ? 'woof_is_closed' : 'woof_is_opened'}"></span></a>
    <ul class="woof_childs_list"${printedClosed ? ' style="display: none;"' : ''}><li><input type="checkbox"${childChecked ? ' checked' : ''}></li></ul></li>`;
}

describe('mounting the panel keeps the printed layout', () => {
  it('nested lists keep the state the server printed, unless a child is ticked or the shopper chose', () => {
    localStorage.setItem('vitrina:woof-nested', JSON.stringify({ woof_term_4: true }));
    document.body.innerHTML = `<div class="woof"><ul class="woof_list">${nestedItem(1, true)}${nestedItem(2, false)}${nestedItem(3, true, true)}${nestedItem(4, true)}</ul></div>`;
    enhanceToggles(document.querySelector<HTMLElement>('.woof')!, config);
    const state = [...document.querySelectorAll<HTMLElement>('ul.woof_childs_list')].map((list) => ({
      hidden: list.hidden,
      display: list.style.display,
    }));
    expect(state).toEqual([
      { hidden: true, display: '' },
      { hidden: false, display: '' },
      { hidden: false, display: '' },
      { hidden: false, display: '' },
    ]);
    expect(
      [...document.querySelectorAll('button.woof_childs_list_opener')].map((b) => b.getAttribute('aria-expanded')),
    ).toEqual(['false', 'true', 'true', 'true']);
  });

  it('the slider takes the input box, writes the range into the heading line and reports the chosen range', () => {
    document.body.innerHTML = `<div class="woof_container_inner"><h4>Preț</h4><input class="woof_range_slider" data-min="0" data-max="500" data-min-now="0" data-max-now="500" data-slider-postfix=" lei"></div>`;
    const input = document.querySelector<HTMLInputElement>('input.woof_range_slider')!;
    const onChange = vi.fn();
    const slider = enhanceSlider(
      input,
      { rate: 1 },
      onChange,
      {
        decimals: 2,
        decimalSeparator: '.',
        thousandSeparator: ',',
        symbol: 'lei',
        position: 'right_space',
        hideCents: false,
        rate: 1,
      },
      createContext('product-filter', document.body).listen,
    );
    expect(input.hidden).toBe(true);
    expect(slider.element.previousElementSibling).toBe(input);
    expect(slider.element.style.height).not.toBe('');
    expect(document.querySelector('h4 output')?.textContent).toBe('0.00 lei – 500.00 lei');

    const [low, high] = slider.element.querySelectorAll<HTMLInputElement>('input[type="range"]');
    high!.value = '200';
    high!.dispatchEvent(new Event('input'));
    expect(document.querySelector('h4 output')?.textContent).toBe('0.00 lei – 200.00 lei');
    expect(high!.getAttribute('aria-valuetext')).toBe('200.00 lei');
    high!.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenLastCalledWith({ min: 0, max: 200 });
    high!.value = '500';
    low!.dispatchEvent(new Event('change'));
    expect(onChange).toHaveBeenLastCalledWith({}); // the full range is no filter

    slider.destroy();
    expect(document.querySelector('h4 output')).toBeNull();
    expect(input.hidden).toBe(false);
  });
});
