/** The filter's own controls a click ticks: WOOF's checkbox, colour and radio items. */
function tickable(input: unknown, host: Element): input is HTMLInputElement {
  return (
    input instanceof HTMLInputElement &&
    (input.type === 'checkbox' || input.type === 'radio') &&
    !input.disabled &&
    host.contains(input)
  );
}

/** The checkbox or radio a click in the filter ticks: the control itself, or the one its label names. */
export function tickedBy(target: Element, host: Element): HTMLInputElement | null {
  if (target instanceof HTMLInputElement) return tickable(target, host) ? target : null;
  const label = target.closest('label');
  if (!label || !host.contains(label)) return null;
  const input = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input');
  return tickable(input, host) ? input : null;
}

/**
 * The state a shopper's click leaves the control in: a click on the control itself has toggled it
 * already when listeners hear it (the browser undoes that if the click is cancelled); one on its
 * label has yet to. A radio is always chosen.
 */
export function stateAfter(input: HTMLInputElement, onItself: boolean): boolean {
  if (input.type === 'radio') return true;
  return onItself ? input.checked : !input.checked;
}

/** Whether the click starts a submission at once: the filter and reset buttons, or a tick when the filter submits on change. */
export function submitsAtOnce(target: Element, ticks: boolean, autosubmit: boolean): boolean {
  return target.closest('.woof_submit_search_form, .woof_reset_search_form') !== null || (ticks && autosubmit);
}

/** WOOF marks a ticked checkbox's item; the filter's logic does the same on change. */
export function showTick(input: HTMLInputElement, checked: boolean): void {
  input.checked = checked;
  if (input.type === 'checkbox') input.closest('li')?.classList.toggle('woof_checkbox_term_checked', checked);
}
