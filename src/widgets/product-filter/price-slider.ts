import { parseSlider, type Conversion, type PriceRange } from '../../lib/filter-price.ts';

/**
 * The price slider (ion.rangeSlider's `.woof_range_slider` input) as two native range inputs, so it
 * is keyboard and screen-reader usable with no library. The original input stays, hidden.
 */
export interface SliderHandle {
  readonly element: HTMLElement;
  destroy(): void;
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
}

export function enhanceSlider(input: HTMLInputElement, conversion: Conversion, onChange: (range: PriceRange) => void): SliderHandle {
  const data = input.dataset;
  const min = number(data.min, 0);
  const max = number(data.max, 100);
  const step = number(data.step, 1);
  const prefix = data.sliderPrefix ?? '';
  const postfix = data.sliderPostfix ?? '';
  const taxFactor = number(data.taxes, 1) || 1;

  const wrapper = document.createElement('div');
  wrapper.className = 'woof_range_slider_vitrina';
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
    range.style.width = '100%';
    return range;
  };
  const low = make('Preț minim', number(data.minNow, min));
  const high = make('Preț maxim', number(data.maxNow, max));
  const output = document.createElement('output');
  output.className = 'woof_range_slider_output';
  const show = () => {
    const text = (value: string) => `${prefix}${value}${postfix}`;
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
  low.addEventListener('input', show);
  high.addEventListener('input', show);
  low.addEventListener('change', commit);
  high.addEventListener('change', commit);
  wrapper.append(low, high, output);
  input.hidden = true;
  input.after(wrapper);
  return {
    element: wrapper,
    destroy() {
      wrapper.remove();
      input.hidden = false;
    },
  };
}
