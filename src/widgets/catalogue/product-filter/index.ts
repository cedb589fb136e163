import { drawProducts } from '../../../api/filter.ts';
import { readWoofConfig, WOOF_DEFAULTS } from '../../../config/woof.ts';
import { serverText } from '../../../i18n/format.ts';
import { buildFilterLink, pageFromUrl, valuesFromUrl, type LinkOptions } from '../../../lib/filter-link.ts';
import { sliderAutoSubmits } from '../../../lib/filter-price.ts';
import { navigableUrl } from '../../../lib/safe-navigation.ts';
import { clearAll, removeChip, setPrice, setSku, type FilterValues } from '../../../lib/filter-state.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { whenTouched } from '../../../ui/when-touched.ts';
import { yieldToMain } from '../../../lib/yield-to-main.ts';
import { drawChips, type ChipView } from '../../../ui/filter-chips-dom.ts';
import { handOverChips } from './hand-over.ts';
import { serverChipNames } from './server-chips.ts';
import { chipTexts } from '../../../ui/filter-chip-texts.ts';
import { mountFailureLine } from './failure-line.ts';
import { panelOnceLoaded } from './panel-loader.ts';
import { changeFromControl, markControl, resetFromLink, syncControls } from './model.ts';
import { enhanceBlocks, enhancePanel, enhanceSliders, handleMoreLessClick, handleMoreLessKey, type PanelCallbacks, type PanelParts } from './panel.ts';
import { changedSince, clearSkuField, readFields, restoreFields } from './typed-fields.ts';
import { createFilterView } from './view-state.ts';
import { announceRedrawn, applyDrawn, resultsRegion } from './redraw.ts';
import { listenWooWidgets, markChosenRating } from './wc-widgets.ts';
import { handleToggleClick } from './toggles.ts';

export const FILTER_FAILED_TEXT = 'Filtrarea produselor nu a reușit. Lista afișată nu s-a schimbat; încearcă din nou.';

/**
 * The WOOF / HUSKY filter panel (`.woof`, legacy front.js): state per §4.4, chips, links per
 * §2.1/§7.4, a submission lock with the loading popup, and the AJAX redraw mode (§4.4) when the
 * page has it on and prints `#woof_results_by_ajax`. The logic mounts on the first touch (at the
 * latest after `load`); what the panel draws of its own (chips, loading popup, failure message,
 * SKU autocomplete) is React (FilterPanel), fetched on the first touch (design §8).
 */
const productFilter: WidgetModule = {
  async mount(host, context) {
    const config = readWoofConfig();
    const ajax = config.ajax && resultsRegion() !== null;
    const panel = () => document.querySelector<HTMLElement>('.woof_products_top_panel');
    const serverNames = serverChipNames(panel());
    let values: FilterValues = Object.keys(config.currentValues).length > 0 ? config.currentValues : valuesFromUrl(new URL(location.href), config.searchSlug);
    let displayedSearch = location.search;
    let locked = false;
    /** A submission asked for while one was in flight: the newest state is sent when it lands. */
    let resubmit: number | null = null;
    const createdView = createFilterView(values);
    const { values: shownValues, loading: loadingText, failure: failureText, surface } = createdView;
    prepareAnnouncer();
    const errorSlot = document.createElement('div');
    errorSlot.className = 'woof_vitrina_error_slot';
    const loading = serverText(config.loadingText, WOOF_DEFAULTS.loadingText);
    let drawing = false;
    const showSurface = () => {
      // Once React draws the chips, the server's own chips in a (new) panel give way to them.
      if (drawing) panel()?.replaceChildren();
      surface.value = { panel: panel(), sku: host.querySelector<HTMLInputElement>('input.woof_show_sku_search[data-autocomplete="1"]'), serial: (surface.peek()?.serial ?? 0) + 1 };
    };

    const linkOptions = (): LinkOptions => ({
      pageLink: config.currentPageLink, permalinks: config.permalinks, searchSlug: config.searchSlug,
      redirect: host.dataset.redirect || undefined, siteRoot: `${location.origin}/`, ajax,
    });
    const link = (state: FilterValues) => buildFilterLink(state, linkOptions());
    const view: ChipView = {
      clearAllText: serverText(config.clearAllText, WOOF_DEFAULTS.clearAllText),
      texts: chipTexts(host, config, serverNames),
      linkWithout: (chip: { key: string; slug?: string }) => link(removeChip(values, chip.key, chip.slug)),
      clearAllLink: () => link(clearAll(values, config.permalinks)),
    };
    const render = () => {
      shownValues.value = values;
      markChosenRating(values);
      const shown = panel();
      if (!drawing && shown) drawChips(shown, values, view); // until React takes the chips over
    };

    const submit = async (page = 1): Promise<void> => {
      if (locked) {
        if (ajax) resubmit = page; // the lock holds; a changed state is sent once the older answer is in
        return;
      }
      locked = true;
      loadingText.value = loading;
      const state = page > 1 ? { ...values, page: String(page) } : values;
      // Only an http(s) link on this origin is followed or pushed (pushState throws for another).
      const target = navigableUrl(link(state), location.href);
      if (!target) {
        loadingText.value = null;
        locked = false;
        console.error(`[vitrina] product-filter: the filter link ${link(state)} is not on this site; it was not followed.`);
        failureText.value = FILTER_FAILED_TEXT;
        return;
      }
      if (!ajax) {
        location.assign(target); // the lock holds until the page goes (or comes back from bfcache)
        return;
      }
      const asSent = readFields(host);
      const result = await drawProducts({ link: target, page, shortcode: resultsRegion()?.getAttribute('data-shortcode') ?? host.dataset.shortcode ?? '' });
      locked = false;
      const wanted = resubmit;
      resubmit = null;
      if (wanted !== null && link(wanted > 1 ? { ...values, page: String(wanted) } : values) !== target) {
        // The shopper changed the filter meanwhile: this answer is stale, the newest state is sent.
        return submit(wanted);
      }
      loadingText.value = null;
      if (!result.ok) {
        // A failed answer is a handled fault (the shopper gets §8's text), not a widget error: a warning, not report().
        console.warn(`[vitrina] product-filter: woof_draw_products failed (${result.error.kind})`);
        failureText.value = FILTER_FAILED_TEXT;
        return;
      }
      failureText.value = null;
      const typedMeanwhile = changedSince(host, asSent);
      parts?.destroy();
      applyDrawn(host, result.value);
      parts = enhance();
      syncControls(host, values);
      restoreFields(host, typedMeanwhile); // what the shopper typed while the answer was on its way stays
      showSurface();
      history.pushState({ vitrina: 'product-filter' }, '', target);
      displayedSearch = new URL(target, location.href).search;
      render();
      announceRedrawn(host, target);
    };
    const apply = (next: FilterValues, submitNow = false) => {
      values = next;
      render();
      if (submitNow || config.autosubmit) context.run(submit());
    };

    const callbacks: PanelCallbacks = {
      onSlider: (range, count) => apply(setPrice(values, range.min, range.max), sliderAutoSubmits(count, config.priceButtonShown)),
    };
    // Two tasks at first mount (85 ms in one at 4× CPU): the toggles now, the sliders after
    // the yield below, once every listener is set. Sliders first, the toggles would move their painted label
    // (a layout shift); after a paint their measurement lays nothing out again.
    const enhance = (): PanelParts => enhancePanel(host, config, callbacks, context.listen);
    enhanceBlocks(host, config);
    let parts: PanelParts | null = null; // a redraw in between enhances both at once
    host.prepend(errorSlot);
    const unmountFailureLine = mountFailureLine(errorSlot, failureText);
    render();

    const onChange = (event: Event) => {
      const control = event.target;
      if (!(control instanceof Element) || control.closest('.woof_range_slider_vitrina') || control.matches('input.woof_show_sku_search')) return;
      const change = changeFromControl(control, values, { rate: config.currencyRate });
      if (!change) return;
      markControl(control, change);
      apply(change.values);
    };
    const onInput = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || !event.target.matches('input.woof_show_sku_search')) return;
      // by_sku shows its reset link only while the field holds a code.
      const reset = event.target.closest('.woof_show_sku_search_container')?.querySelector<HTMLElement>('.woof_sku_search_reset');
      if (reset) reset.hidden = event.target.value === '';
      apply(setSku(values, event.target.value));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (handleMoreLessKey(event)) return event.preventDefault();
      const target = event.target;
      // An Enter the SKU combobox used to pick a suggestion is not a submit.
      if (!(target instanceof HTMLInputElement) || event.key !== 'Enter' || event.defaultPrevented) return;
      if (target.matches('input.woof_show_sku_search')) {
        event.preventDefault();
        apply(setSku(values, target.value), true);
      } else if (target.classList.contains('woof_price_filter_txt')) {
        event.preventDefault();
        const change = changeFromControl(target, values, { rate: config.currencyRate });
        if (change) apply(change.values, true);
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      if (handleToggleClick(target, config, context.listen) || handleMoreLessClick(target)) return event.preventDefault();
      const rating = target.closest<HTMLInputElement>('input[type="radio"][name="min_rating"]');
      if (rating && rating.value === values.min_rating) {
        rating.checked = false;
        return apply(removeChip(values, 'min_rating'));
      }
      if (target.closest('.woof_submit_search_form, .woof_sku_search_go')) {
        event.preventDefault();
        return context.run(submit());
      }
      // by_sku's reset link: empties the field; reset behaviour 1 submits at once (spec §9).
      const skuReset = target.closest<HTMLElement>('.woof_sku_search_reset');
      if (skuReset) {
        event.preventDefault();
        clearSkuField(skuReset);
        return apply(setSku(values, ''), config.skuResetSubmits);
      }
      if (target.closest('.woof_reset_search_form')) {
        event.preventDefault();
        values = clearAll(values, config.permalinks);
        return context.run(submit());
      }
      if (target.closest('.woof_start_filtering_btn')) {
        event.preventDefault();
        return context.run(startFiltering(target.closest<HTMLElement>('.woof_start_filtering_btn')));
      }
      const reset = target.closest('.woof_radio_price_reset, .woof_radio_term_reset');
      const next = reset ? resetFromLink(reset, values) : null;
      if (reset && next) {
        event.preventDefault();
        reset.closest('.woof_container')?.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((radio) => (radio.checked = false));
        apply(next);
      }
    };
    /** Chips and (in AJAX mode) pagination live outside the host, in the results. */
    /** A change made outside the form (a chip, WooCommerce's widgets): the form follows, and it is sent at once. */
    const submitState = (next: FilterValues) => {
      values = next;
      syncControls(host, values);
      render();
      context.run(submit());
    };
    const onDocumentClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || host.contains(anchor)) return;
      if (anchor.closest('.woof_products_top_panel')) {
        event.preventDefault();
        submitState(anchor.classList.contains('woof_reset_button_2') ? clearAll(values, config.permalinks) : removeChip(values, anchor.dataset.tax ?? '', anchor.dataset.slug));
      } else if (ajax && anchor.closest('#woof_results_by_ajax .woocommerce-pagination, .woof_shortcode_output .woocommerce-pagination')) {
        event.preventDefault();
        context.run(submit(pageFromUrl(new URL(anchor.href))));
      }
    };
    const startFiltering = async (button: HTMLElement | null) => {
      if (!button || locked) return;
      locked = true;
      loadingText.value = loading;
      const result = await drawProducts({ link: location.href, page: 1, shortcode: 'woof_nothing' });
      loadingText.value = null;
      locked = false;
      if (!result.ok) {
        failureText.value = FILTER_FAILED_TEXT;
        return;
      }
      failureText.value = null;
      const zone = document.createElement('div');
      zone.className = 'woof_redraw_zone';
      button.replaceWith(zone);
      applyDrawn(host, { products: '', form: result.value.form, additionalFields: {} });
      parts?.destroy();
      parts = enhance();
      showSurface();
      host.querySelector<HTMLElement>('.woof_redraw_zone input, .woof_redraw_zone select, .woof_redraw_zone button')?.focus();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      locked = false;
      loadingText.value = null;
    };
    const onPopState = () => {
      if (ajax && location.search !== displayedSearch) location.reload();
    };

    context.listen(host, 'change', onChange);
    context.listen(host, 'input', onInput);
    context.listen(host, 'keydown', onKeyDown);
    context.listen(host, 'click', onClick);
    context.listen(document, 'click', onDocumentClick);
    listenWooWidgets(context.listen, () => values, submitState);
    context.listen(window, 'pageshow', onPageShow);
    context.listen(window, 'popstate', onPopState);
    showSurface();
    failureText.value = null;
    // React arrives with the first touch (design §8); the logic above already works on the server's controls.
    let unmountPanel = () => {};
    context.run(async () => {
      // The chips are drawn as DOM (render); React comes on the first touch of the form or the chips' panel.
      const topPanel = document.querySelector('.woof_products_top_panel');
      await whenTouched([host, topPanel ?? host], context.signal, context.cause);
      const mountPanel = await panelOnceLoaded([host, topPanel ?? host], context);
      if (!mountPanel || !host.isConnected || context.signal.aborted) return;
      drawing = true;
      await handOverChips(panel(), () => {
        const root = document.createElement('div');
        root.hidden = true; // everything FilterPanel draws goes through portals
        document.body.append(root);
        unmountPanel = mountPanel(root, { chips: view, state: createdView, onSkuPick: (value: string) => apply(setSku(values, value), true), skuItems: config.skuAutocompleteItems, overlaySkin: config.overlaySkin }, context);
      }, context.signal);
    });
    await yieldToMain();
    if (!parts && !context.signal.aborted) parts = enhanceSliders(host, config, callbacks, context.listen);
    return () => {
      parts?.destroy();
      unmountPanel();
      unmountFailureLine();
      errorSlot.remove();
      surface.value = null;
    };
  },
};

export default productFilter;
