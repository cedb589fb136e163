import { parseRangeOption, parseTextPrice, type Conversion } from './filter-price.ts';
import {
  clearKey,
  clearPrice,
  setPrice,
  setSingle,
  setSku,
  setSlugs,
  toggleRating,
  toggleSlug,
  type FilterValues,
} from '../shared/filter-state.ts';

/**
 * What a change of one WOOF control does to the filter state (§4.4, §5.8). Reads only the control
 * itself; the widget applies the result, renders the chips and decides whether to submit.
 */
export interface ControlChange {
  readonly values: FilterValues;
  /** Marks a text price that was not valid (the filter was cleared, §5.8). */
  readonly invalidPrice?: boolean;
}

function slugOf(input: HTMLInputElement): string {
  return input.dataset.slug ?? input.getAttribute('name') ?? input.value;
}

function textPrice(control: HTMLInputElement, values: FilterValues, conversion: Conversion): ControlChange {
  const scope =
    control.closest('.woof_price_filter_txt_container, .woof_container, .woof_price_filter') ?? control.parentElement;
  const from = scope?.querySelector<HTMLInputElement>('.woof_price_filter_txt_from')?.value ?? '';
  const to = scope?.querySelector<HTMLInputElement>('.woof_price_filter_txt_to')?.value ?? '';
  const range = parseTextPrice(from, to, conversion);
  const typed = from.trim() !== '' || to.trim() !== '';
  if (range.min === undefined && range.max === undefined) return { values: clearPrice(values), invalidPrice: typed };
  return { values: setPrice(values, range.min, range.max) };
}

export function changeFromControl(
  control: Element,
  values: FilterValues,
  conversion: Conversion,
): ControlChange | null {
  if (control instanceof HTMLInputElement) {
    if (control.classList.contains('woof_price_filter_txt')) return textPrice(control, values, conversion);
    if (control.classList.contains('woof_price_filter_radio')) {
      const range = parseRangeOption(control.value, conversion);
      return { values: setPrice(values, range.min, range.max) };
    }
    if (control.classList.contains('woof_show_sku_search')) return { values: setSku(values, control.value) };
    const tax = control.dataset.tax;
    if (control.type === 'radio' && control.name === 'min_rating')
      return { values: toggleRating(values, control.value) };
    if (!tax) return null;
    if (control.type === 'checkbox') return { values: toggleSlug(values, tax, slugOf(control), control.checked) };
    if (control.type === 'radio') return { values: setSingle(values, tax, control.checked ? slugOf(control) : '0') };
    return null;
  }
  if (control instanceof HTMLSelectElement) {
    if (control.classList.contains('woof_price_filter_dropdown')) {
      const range = parseRangeOption(control.value, conversion);
      return { values: setPrice(values, range.min, range.max) };
    }
    const key = control.name || control.dataset.tax;
    if (!key) return null;
    if (key === 'min_rating') return { values: toggleRating(values, control.value) };
    if (control.multiple)
      return {
        values: setSlugs(
          values,
          key,
          [...control.selectedOptions].map((option) => option.value),
        ),
      };
    return { values: setSingle(values, key, control.value) };
  }
  return null;
}

/** What a change shows on its control: a text price's validity on both fields, a ticked item's class. */
export function markControl(control: Element, change: ControlChange): void {
  if (control.classList.contains('woof_price_filter_txt')) {
    control
      .closest('.woof_container, .woof_price_filter')
      ?.querySelectorAll('.woof_price_filter_txt')
      .forEach((input) => input.setAttribute('aria-invalid', String(Boolean(change.invalidPrice))));
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    control.closest('li')?.classList.toggle('woof_checkbox_term_checked', control.checked);
  }
}

/** Radio reset links and the price radio reset clear their key. */
export function resetFromLink(link: Element, values: FilterValues): FilterValues | null {
  if (link.classList.contains('woof_radio_price_reset')) return clearPrice(values);
  if (link.classList.contains('woof_radio_term_reset')) {
    const key = link.getAttribute('data-name') ?? link.getAttribute('data-tax');
    return key ? clearKey(values, key) : null;
  }
  return null;
}

/** Sets every control of the form to the state (after a redraw, or a chip removed before submit). */
export function syncControls(root: ParentNode, values: FilterValues): void {
  root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-tax]').forEach((input) => {
    const chosen = (values[input.dataset.tax ?? ''] ?? '').split(',').includes(slugOf(input));
    input.checked = chosen;
    input.closest('li')?.classList.toggle('woof_checkbox_term_checked', chosen);
    input.classList.toggle('checked', chosen);
  });
}
