import type { WoofConfig } from '../../../config/woof.ts';
import { enhanceSlider, type SliderHandle } from './price-slider.ts';
import { enhanceToggles, removeEmptyBlocks } from './toggles.ts';
import type { PriceRange } from '../../../lib/filter-price.ts';
import type { Listen } from '../../../runtime/types.ts';

/** The enhancements of the printed form's own controls (toggles, price slider); run again after a redraw. */
export interface PanelParts {
  destroy(): void;
}

export interface PanelCallbacks {
  onSlider(range: PriceRange, sliderCount: number): void;
}

/**
 * The printed form's controls, in two steps the first mount runs in separate tasks (issue 25: no
 * task over 50 ms at 4× CPU): the price sliders, which measure their block and so go first, then
 * the toggles. A redraw runs both at once (enhancePanel).
 */
export function enhanceSliders(host: HTMLElement, config: WoofConfig, callbacks: PanelCallbacks, listen: Listen): PanelParts {
  const inputs = [...host.querySelectorAll<HTMLInputElement>('input.woof_range_slider')];
  const sliders: SliderHandle[] = inputs.map((input) =>
    enhanceSlider(input, { rate: config.currencyRate }, (range) => callbacks.onSlider(range, inputs.length), config.price, listen),
  );
  return {
    destroy() {
      sliders.forEach((slider) => slider.destroy());
    },
  };
}

export function enhanceBlocks(host: HTMLElement, config: WoofConfig): void {
  removeEmptyBlocks(host);
  enhanceToggles(host, config);
}

export function enhancePanel(host: HTMLElement, config: WoofConfig, callbacks: PanelCallbacks, listen: Listen): PanelParts {
  const parts = enhanceSliders(host, config, callbacks, listen);
  enhanceBlocks(host, config);
  return parts;
}
