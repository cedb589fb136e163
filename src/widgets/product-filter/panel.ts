import type { WoofConfig } from '../../config/index.ts';
import { enhanceSlider, type SliderHandle } from './price-slider.ts';
import { enhanceSkuCombobox, type Combobox } from './sku-combobox.ts';
import { enhanceToggles, removeEmptyBlocks } from './toggles.ts';
import type { PriceRange } from '../../lib/filter-price.ts';

/** Everything that turns the printed form into working controls; run again after a redraw. */
export interface PanelParts {
  readonly combobox?: Combobox;
  destroy(): void;
}

export interface PanelCallbacks {
  onSlider(range: PriceRange, sliderCount: number): void;
  onSkuPick(value: string): void;
}

export function enhancePanel(host: HTMLElement, config: WoofConfig, callbacks: PanelCallbacks): PanelParts {
  removeEmptyBlocks(host);
  enhanceToggles(host, config);
  const inputs = [...host.querySelectorAll<HTMLInputElement>('input.woof_range_slider')];
  const sliders: SliderHandle[] = inputs.map((input) =>
    enhanceSlider(input, { rate: config.currencyRate }, (range) => callbacks.onSlider(range, inputs.length)),
  );
  const sku = host.querySelector<HTMLInputElement>('input.woof_show_sku_search');
  const combobox = sku && sku.dataset.autocomplete === '1' ? enhanceSkuCombobox(sku, callbacks.onSkuPick) : undefined;
  return {
    combobox,
    destroy() {
      sliders.forEach((slider) => slider.destroy());
      combobox?.destroy();
    },
  };
}
