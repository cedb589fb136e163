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

export function enhancePanel(host: HTMLElement, config: WoofConfig, callbacks: PanelCallbacks, listen: Listen): PanelParts {
  // The sliders first: they measure their block (so that nothing moves), and a measurement after
  // the other changes below would lay the whole page out once more.
  const inputs = [...host.querySelectorAll<HTMLInputElement>('input.woof_range_slider')];
  const sliders: SliderHandle[] = inputs.map((input) =>
    enhanceSlider(input, { rate: config.currencyRate }, (range) => callbacks.onSlider(range, inputs.length), config.price, listen),
  );
  removeEmptyBlocks(host);
  enhanceToggles(host, config);
  return {
    destroy() {
      sliders.forEach((slider) => slider.destroy());
    },
  };
}
