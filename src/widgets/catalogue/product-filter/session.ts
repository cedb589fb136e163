import { readWoofConfig, WOOF_DEFAULTS, type WoofConfig } from '../shared/config/woof.ts';
import { serverText } from '../../../i18n/format.ts';
import { buildFilterLink, valuesFromUrl } from '../shared/filter-link.ts';
import { clearAll, removeChip, type FilterValues } from '../shared/filter-state.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { drawChips, type ChipView } from '../shared/filter-chips-dom.ts';
import { chipTexts } from '../shared/filter-chip-texts.ts';
import type { PanelParts } from './panel.ts';
import { resultsRegion } from './redraw.ts';
import { serverChipNames } from './server-chips.ts';
import { createFilterView, type FilterView } from './view-state.ts';
import { markChosenRating } from './wc-widgets.ts';

/**
 * One mounted panel's state: the values the shopper has chosen, the submission lock, and what is
 * drawn. The filter's parts (submit, form events, page events) read and write it; nothing else does.
 */
export interface FilterSession {
  readonly host: HTMLElement;
  readonly context: WidgetContext;
  readonly config: WoofConfig;
  /** AJAX redraw mode: on in the settings and the page prints the results region. */
  readonly ajax: boolean;
  readonly view: FilterView;
  readonly chips: ChipView;
  /** The loading popup's text while a submission runs. */
  readonly loadingText: string;
  values: FilterValues;
  /** The query string the products on screen were drawn for (AJAX mode). */
  displayedSearch: string;
  locked: boolean;
  /** A submission asked for while one was in flight: the newest state is sent when it lands. */
  resubmit: number | null;
  /** React draws the chips (from the first touch on); before that the DOM chips do. */
  drawing: boolean;
  /** The enhancements of the printed form's controls; a redraw replaces them. */
  parts: PanelParts | null;
}

/** The chips' panel; a redraw replaces it, so it is looked up each time. */
export function chipsPanel(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.woof_products_top_panel');
}

export function createSession(host: HTMLElement, context: WidgetContext): FilterSession {
  const config = readWoofConfig();
  const ajax = config.ajax && resultsRegion() !== null;
  const values =
    Object.keys(config.currentValues).length > 0
      ? config.currentValues
      : valuesFromUrl(new URL(location.href), config.searchSlug);
  const serverNames = serverChipNames(chipsPanel());
  const session: FilterSession = {
    host,
    context,
    config,
    ajax,
    values,
    view: createFilterView(values),
    chips: {
      clearAllText: serverText(config.clearAllText, WOOF_DEFAULTS.clearAllText),
      texts: chipTexts(host, config, serverNames),
      linkWithout: (chip: { key: string; slug?: string }) =>
        filterLink(session, removeChip(session.values, chip.key, chip.slug)),
      clearAllLink: () => filterLink(session, clearAll(session.values, config.permalinks)),
    },
    loadingText: serverText(config.loadingText, WOOF_DEFAULTS.loadingText),
    displayedSearch: location.search,
    locked: false,
    resubmit: null,
    drawing: false,
    parts: null,
  };
  return session;
}

/** The link a state stands for (§2.1/§7.4). */
export function filterLink(session: FilterSession, state: FilterValues): string {
  const { config, host, ajax } = session;
  return buildFilterLink(state, {
    pageLink: config.currentPageLink,
    permalinks: config.permalinks,
    searchSlug: config.searchSlug,
    redirect: host.dataset.redirect || undefined,
    siteRoot: `${location.origin}/`,
    ajax,
  });
}

/** The chips and the rating widget follow the values. */
export function render(session: FilterSession): void {
  session.view.values.value = session.values;
  markChosenRating(session.values);
  const shown = chipsPanel();
  if (!session.drawing && shown) drawChips(shown, session.values, session.chips); // until React takes the chips over
}

/** Tells the React parts which (new) chips panel and SKU field to attach to. */
export function showSurface(session: FilterSession): void {
  // Once React draws the chips, the server's own chips in a (new) panel give way to them.
  if (session.drawing) chipsPanel()?.replaceChildren();
  const { surface } = session.view;
  const sku = session.host.querySelector<HTMLInputElement>('input.woof_show_sku_search[data-autocomplete="1"]');
  surface.value = { panel: chipsPanel(), sku, serial: (surface.peek()?.serial ?? 0) + 1 };
}
