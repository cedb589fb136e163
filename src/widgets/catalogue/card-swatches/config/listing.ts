import { readSection } from '../../../../config/section.ts';

/**
 * Flatsome's product-list swatch options (`flatsomeVars.options`): what clicking a selected swatch
 * does, and whether the card resets when the pointer leaves it (spec §4.9, §9 reset time 300 ms).
 */
export interface CardSwatchOptions {
  /** 'unselect' (default: clicking a selected swatch deselects it) or 'product' (it opens the product). */
  readonly selectedBehaviour: 'unselect' | 'product';
  readonly resetOnLeave: boolean;
  readonly resetMs: number;
  /** `swatches_box_select_event`: 'click' selects on click only; anything else (the default) also on hover. */
  readonly selectEvent: 'hover' | 'click';
}

const CARD_SWATCH_RESET_MS = 300;

export function readCardSwatchOptions(): CardSwatchOptions {
  const flatsome = readSection('flatsomeVars', { required: false });
  const options = flatsome.object('options');
  const behaviour = options.swatches_box_behavior_selected;
  const reset = options.swatches_box_reset;
  const resetTime = Number(options.swatches_box_reset_time);
  return {
    selectedBehaviour: behaviour === 'product' || behaviour === 'link' ? 'product' : 'unselect',
    resetOnLeave: reset === true || reset === 1 || reset === '1' || reset === 'yes',
    resetMs: Number.isFinite(resetTime) && resetTime >= 0 ? resetTime : CARD_SWATCH_RESET_MS,
    selectEvent: options.swatches_box_select_event === 'click' ? 'click' : 'hover',
  };
}
