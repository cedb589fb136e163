import type { PriceFormat } from '../../../config/price-format.ts';
import { formatPrice } from '../shared/price.ts';
import { parseSlider, type Conversion, type PriceRange } from './filter-price.ts';
import type { Listen } from '../../../runtime/types.ts';
import { ensureUiStyles } from '../../../ui/styles.ts';

/**
 * The price slider (ion.rangeSlider's `.woof_range_slider` input) as two native range inputs, so it
 * is keyboard and screen-reader usable with no library. The original input stays, hidden.
 *
 * Mounting must not move anything (design.md: CLS 0 from Vitrina): the two thumbs share one track
 * in a box exactly as tall as the printed input, and the chosen range is written at the end of
 * the block's heading line, which has room for it, instead of on a line of its own.
 */
export interface SliderHandle {
  readonly element: HTMLElement;
  destroy(): void;
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The handles hold prices in the shopper's currency (WOOF prints them converted), so labels go
 * through the shop's formatter as they are; WOOF's own prefix/postfix are that same symbol.
 */
export function enhanceSlider(
  input: HTMLInputElement,
  conversion: Conversion,
  onChange: (range: PriceRange) => void,
  format: PriceFormat,
  listen: Listen,
): SliderHandle {
  // A redraw destroys the slider and draws a new one: its listeners go with it, not at unmount.
  const listeners = new AbortController();
  const { signal } = listeners;
  const data = input.dataset;
  const min = number(data.min, 0);
  const max = number(data.max, 100);
  const step = number(data.step, 1);
  const taxFactor = number(data.taxes, 1) || 1;

  ensureUiStyles();
  const box = input.parentElement;
  const heightBefore = box?.getBoundingClientRect().height ?? 0;
  const wrapper = document.createElement('div');
  wrapper.className = 'woof_range_slider_vitrina vitrina-dual-range';
  wrapper.style.height = `${Math.max(input.offsetHeight, 20)}px`;
  wrapper.setAttribute('role', 'group');
  wrapper.setAttribute('aria-label', input.getAttribute('aria-label') ?? 'Interval de preț');
  const make = (label: string, value: number) => {
    const range = document.createElement('input');
    range.type = 'range';
    range.min = String(min);
    range.max = String(max);
    range.step = String(step);
    range.value = String(value);
    range.setAttribute('aria-label', label);
    return range;
  };
  const low = make('Preț minim', number(data.minNow, min));
  const high = make('Preț maxim', number(data.maxNow, max));
  const output = document.createElement('output');
  output.className = 'woof_range_slider_output';
  output.style.cssText = 'font-size:.85em;font-weight:normal;margin-left:.5em;white-space:nowrap';
  const show = () => {
    const text = (value: string) => formatPrice(Number(value), format);
    low.setAttribute('aria-valuetext', text(low.value));
    high.setAttribute('aria-valuetext', text(high.value));
    output.textContent = `${text(low.value)} – ${text(high.value)}`;
  };
  const commit = () => {
    const a = Number(low.value);
    const b = Number(high.value);
    // The full range is no filter at all.
    if (Math.min(a, b) <= min && Math.max(a, b) >= max) onChange({});
    else onChange(parseSlider(a, b, { ...conversion, taxFactor: conversion.taxFactor ?? taxFactor }));
  };
  show();
  listen(low, 'input', show, { signal });
  listen(high, 'input', show, { signal });
  listen(low, 'change', commit, { signal });
  listen(high, 'change', commit, { signal });
  wrapper.append(low, high);
  const heading = input.closest('.woof_container_inner')?.querySelector(':scope > h4');
  if (heading) heading.append(output);
  else wrapper.after(output);
  input.hidden = true;
  input.after(wrapper);
  // An inline input's line box is taller than the input; what the block lost or gained, the slider
  // box gives back (two layout reads, once per mount).
  const drift = heightBefore - (box?.getBoundingClientRect().height ?? 0);
  if (drift !== 0) wrapper.style.height = `${Math.max(parseFloat(wrapper.style.height) + drift, 20)}px`;
  return {
    element: wrapper,
    destroy() {
      listeners.abort();
      wrapper.remove();
      output.remove();
      input.hidden = false;
    },
  };
}
