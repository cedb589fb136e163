import { acceptanceSatisfied, countCharacters, withScheme } from './model.ts';

/**
 * The plugin's small form helpers (spec §4.7, §5.4), on the server's own inputs: they only toggle
 * `disabled`, tick boxes and rewrite counters, so the form still posts the same fields.
 */
export function updateAcceptance(form: HTMLFormElement): void {
  if (form.classList.contains('wpcf7-acceptance-as-validation')) return;
  const boxes = [...form.querySelectorAll<HTMLElement>('.wpcf7-acceptance')].flatMap((group) =>
    [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((input) => ({
      checked: input.checked,
      invert: group.classList.contains('invert'),
      optional: group.classList.contains('optional'),
    })),
  );
  const ready = acceptanceSatisfied(boxes);
  for (const submit of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('.wpcf7-submit'))
    submit.disabled = !ready;
}

/** A free-text input is usable only while the choice it belongs to (the last one) is checked. */
export function updateFreeText(form: HTMLFormElement): void {
  for (const group of form.querySelectorAll<HTMLElement>('.has-free-text')) {
    const choice = group.querySelector<HTMLInputElement>(
      '.wpcf7-list-item.last input[type="checkbox"], .wpcf7-list-item.last input[type="radio"]',
    );
    const text = group.querySelector<HTMLInputElement>('input.wpcf7-free-text');
    if (!choice || !text) continue;
    text.disabled = !choice.checked;
  }
}

/** Ticking a box of an exclusive group unticks the others of the same name. */
export function exclusiveCheckbox(target: HTMLInputElement): void {
  if (target.type !== 'checkbox' || !target.checked || !target.closest('.wpcf7-exclusive-checkbox')) return;
  const group = target.closest('.wpcf7-exclusive-checkbox');
  for (const other of group?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) {
    if (other !== target && other.name === target.name) other.checked = false;
  }
}

export function urlHelper(target: HTMLInputElement): void {
  if (!target.classList.contains('wpcf7-validates-as-url')) return;
  const next = withScheme(target.value);
  if (next !== target.value) target.value = next;
}

const numberAttr = (element: HTMLElement, name: string): number | null => {
  const raw = element.getAttribute(name);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

/** Rewrites every counter bound to `name` (all of them when null). */
export function updateCounters(form: HTMLFormElement, name: string | null = null): void {
  for (const counter of form.querySelectorAll<HTMLElement>('.wpcf7-character-count[data-target-name]')) {
    const target = counter.dataset['targetName'] ?? '';
    if (name !== null && target !== name) continue;
    const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(target)}"]`);
    if (!control) continue;
    const state = countCharacters(control.value.length, {
      starting: numberAttr(counter, 'data-starting-value') ?? 0,
      maximum: numberAttr(counter, 'data-maximum-value'),
      minimum: numberAttr(counter, 'data-minimum-value'),
      down: counter.classList.contains('down'),
    });
    counter.setAttribute('data-current-value', String(state.shown));
    counter.textContent = String(state.shown);
    counter.classList.toggle('too-long', state.tooLong);
    counter.classList.toggle('too-short', state.tooShort);
  }
}
