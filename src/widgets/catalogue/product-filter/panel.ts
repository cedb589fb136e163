import type { WoofConfig } from '../shared/config/woof.ts';
import { enhanceSlider, type SliderHandle } from './price-slider.ts';
import { enhanceToggles, removeEmptyBlocks } from './toggles.ts';
import { enhanceMoreLess } from './more-less.ts';
export { handleMoreLessClick, handleMoreLessKey } from './more-less.ts';
import type { PriceRange } from './filter-price.ts';
import type { Listen } from '../../../runtime/types.ts';

/** The enhancements of the printed form's own controls (toggles, price slider); run again after a redraw. */
export interface PanelParts {
  destroy(): void;
}

export interface PanelCallbacks {
  onSlider(range: PriceRange, sliderCount: number): void;
}

/**
 * The price sliders. They measure their block (so that nothing moves), so they go before any
 * other change: a measurement after them would lay the whole page out once more.
 */
export function enhanceSliders(
  host: HTMLElement,
  config: WoofConfig,
  callbacks: PanelCallbacks,
  listen: Listen,
): PanelParts {
  const inputs = [...host.querySelectorAll<HTMLInputElement>('input.woof_range_slider')];
  const sliders: SliderHandle[] = inputs.map((input) =>
    enhanceSlider(
      input,
      { rate: config.currencyRate },
      (range) => callbacks.onSlider(range, inputs.length),
      config.price,
      listen,
    ),
  );
  return {
    destroy() {
      sliders.forEach((slider) => slider.destroy());
    },
  };
}

/** The blocks', nested lists' and long lists' toggles (buttons in place of WOOF's `javascript:` links). */
export function enhanceBlocks(host: HTMLElement, config: WoofConfig): void {
  removeEmptyBlocks(host);
  enhanceToggles(host, config);
  enhanceMoreLess(host);
}

/** Both at once, as a redraw needs them. */
export function enhancePanel(
  host: HTMLElement,
  config: WoofConfig,
  callbacks: PanelCallbacks,
  listen: Listen,
): PanelParts {
  const parts = enhanceSliders(host, config, callbacks, listen);
  enhanceBlocks(host, config);
  return parts;
}
