import { readWoofConfig, WOOF_DEFAULTS } from '../shared/config/woof.ts';
import { serverText } from '../../../i18n/format.ts';
import { buildFilterLink, valuesFromUrl, type LinkOptions } from '../shared/filter-link.ts';
import { clearAll, removeChip, type FilterValues } from '../shared/filter-state.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { chipTexts } from '../shared/filter-chip-texts.ts';
import { drawChips } from '../shared/filter-chips-dom.ts';

/**
 * The active-filter chips WOOF 1.4.1's front.js draws into the empty `.woof_products_top_panel` at
 * load (woof_draw_products_top_panel), drawn here when the panel is seen, with no touch and no
 * React. Plain DOM and real links: removing one value or clearing all goes to
 * the listing without it, as the plugin's own submit does; once the filter (product-filter) is
 * mounted, it takes these links over (AJAX mode) and redraws the chips as the shopper changes them.
 */
const filterChips: WidgetModule = {
  mount(panel) {
    // Chips the server printed, or the filter drew already, stay as they are.
    if (panel.hasAttribute('data-vitrina-chips') || panel.querySelector('a')) return undefined;
    const config = readWoofConfig();
    const form = document.querySelector<HTMLElement>('.woof') ?? panel;
    const values: FilterValues =
      Object.keys(config.currentValues).length > 0
        ? config.currentValues
        : valuesFromUrl(new URL(location.href), config.searchSlug);
    const ajax =
      config.ajax &&
      (document.getElementById('woof_results_by_ajax') ?? document.querySelector('.woof_shortcode_output')) !== null;
    const options: LinkOptions = {
      pageLink: config.currentPageLink,
      permalinks: config.permalinks,
      searchSlug: config.searchSlug,
      redirect: form.dataset.redirect || undefined,
      siteRoot: `${location.origin}/`,
      ajax,
    };
    drawChips(panel, values, {
      clearAllText: serverText(config.clearAllText, WOOF_DEFAULTS.clearAllText),
      texts: chipTexts(form, config, new Map()),
      linkWithout: (chip) => buildFilterLink(removeChip(values, chip.key, chip.slug), options),
      clearAllLink: () => buildFilterLink(clearAll(values, config.permalinks), options),
    });
    return undefined;
  },
};

export default filterChips;
