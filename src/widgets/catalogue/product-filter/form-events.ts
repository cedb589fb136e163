import { clearAll, removeChip, setSku } from '../shared/filter-state.ts';
import { changeFromControl, markControl, resetFromLink } from './model.ts';
import { handleMoreLessClick, handleMoreLessKey } from './panel.ts';
import type { FilterSession } from './session.ts';
import { apply, startFiltering, submit } from './submit.ts';
import { handleToggleClick } from './toggles.ts';
import { clearSkuField } from './typed-fields.ts';

const SKU_FIELD = 'input.woof_show_sku_search';

/** A ticked box, a chosen option or a typed price: the state follows the control. */
function onChange(session: FilterSession, event: Event): void {
  const control = event.target;
  if (!(control instanceof Element) || control.closest('.woof_range_slider_vitrina') || control.matches(SKU_FIELD))
    return;
  const change = changeFromControl(control, session.values, { rate: session.config.currencyRate });
  if (!change) return;
  markControl(control, change);
  apply(session, change.values);
}

function onInput(session: FilterSession, event: Event): void {
  if (!(event.target instanceof HTMLInputElement) || !event.target.matches(SKU_FIELD)) return;
  // by_sku shows its reset link only while the field holds a code.
  const reset = event.target
    .closest('.woof_show_sku_search_container')
    ?.querySelector<HTMLElement>('.woof_sku_search_reset');
  if (reset) reset.hidden = event.target.value === '';
  apply(session, setSku(session.values, event.target.value));
}

function onKeyDown(session: FilterSession, event: KeyboardEvent): void {
  if (handleMoreLessKey(event)) return event.preventDefault();
  const target = event.target;
  // An Enter the SKU combobox used to pick a suggestion is not a submit.
  if (!(target instanceof HTMLInputElement) || event.key !== 'Enter' || event.defaultPrevented) return;
  if (target.matches(SKU_FIELD)) {
    event.preventDefault();
    apply(session, setSku(session.values, target.value), true);
  } else if (target.classList.contains('woof_price_filter_txt')) {
    event.preventDefault();
    const change = changeFromControl(target, session.values, { rate: session.config.currencyRate });
    if (change) apply(session, change.values, true);
  }
}

/** The form's buttons and links: submit, reset, SKU reset, start filtering. True when the click was one of them. */
function onButton(session: FilterSession, target: Element, event: MouseEvent): boolean {
  const { config, context } = session;
  if (target.closest('.woof_submit_search_form, .woof_sku_search_go')) {
    event.preventDefault();
    context.run(submit(session));
    return true;
  }
  // by_sku's reset link: empties the field; reset behaviour 1 submits at once (spec §9).
  const skuReset = target.closest<HTMLElement>('.woof_sku_search_reset');
  if (skuReset) {
    event.preventDefault();
    clearSkuField(skuReset);
    apply(session, setSku(session.values, ''), config.skuResetSubmits);
    return true;
  }
  if (target.closest('.woof_reset_search_form')) {
    event.preventDefault();
    session.values = clearAll(session.values, config.permalinks);
    context.run(submit(session));
    return true;
  }
  if (target.closest('.woof_start_filtering_btn')) {
    event.preventDefault();
    context.run(startFiltering(session, target.closest<HTMLElement>('.woof_start_filtering_btn')));
    return true;
  }
  return false;
}

function onClick(session: FilterSession, event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (handleToggleClick(target, session.config, session.context.listen) || handleMoreLessClick(target))
    return event.preventDefault();
  const rating = target.closest<HTMLInputElement>('input[type="radio"][name="min_rating"]');
  if (rating && rating.value === session.values.min_rating) {
    rating.checked = false;
    return apply(session, removeChip(session.values, 'min_rating'));
  }
  if (onButton(session, target, event)) return;
  const reset = target.closest('.woof_radio_price_reset, .woof_radio_term_reset');
  const next = reset ? resetFromLink(reset, session.values) : null;
  if (reset && next) {
    event.preventDefault();
    reset
      .closest('.woof_container')
      ?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
      .forEach((radio) => (radio.checked = false));
    apply(session, next);
  }
}

/** The form's own events, on the host. */
export function listenForm(session: FilterSession): void {
  const { host, context } = session;
  context.listen(host, 'change', (event) => onChange(session, event));
  context.listen(host, 'input', (event) => onInput(session, event));
  context.listen(host, 'keydown', (event) => onKeyDown(session, event));
  context.listen(host, 'click', (event) => onClick(session, event));
}
