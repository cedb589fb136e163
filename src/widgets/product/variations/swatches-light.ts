import { isMoveKey, moveTarget } from '../../../lib/roving-move.ts';
import { swatchClick, tabStop } from '../shared/swatch-choice.ts';
import type { Listen } from '../../../runtime/types.ts';
import type { AttributeOffer } from '../shared/state/variation-choice.ts';

const STRIPS = '.ux-swatches[data-attribute_name]:not(.ux-swatches-in-loop)';
const SWATCH = '.ux-swatch[data-value]';

export interface LightSwatches {
  /** Draws what the form offers on the strips still waiting for React. */
  draw(offers: Readonly<Record<string, AttributeOffer>>): void;
}

/** A strip whose React radio group (variation-swatches) is still on its way. */
const waiting = (strip: Element | null): strip is HTMLElement =>
  strip?.getAttribute('data-vitrina-state') === 'pending';

/**
 * One printed swatch marked as the React radio group draws it (ui/Swatch.tsx): same state classes,
 * ARIA state and tab stop, so React taking the strip over moves nothing and keeps the focus's place.
 */
export function markSwatch(swatch: HTMLElement, checked: boolean, disabled: boolean, tabStopHere: boolean): void {
  swatch.classList.toggle('selected', checked);
  swatch.classList.toggle('disabled', disabled);
  swatch.setAttribute('role', 'radio');
  swatch.setAttribute('aria-checked', String(checked));
  swatch.setAttribute('aria-disabled', String(disabled));
  if (!swatch.textContent?.trim())
    swatch.setAttribute('aria-label', swatch.dataset.name || swatch.title || swatch.dataset.value || '');
  swatch.tabIndex = tabStopHere ? 0 : -1;
}

/**
 * Flatsome's swatches in this form answered before their React radio group comes (design §8,
 * "answered at once"): marked as that group when the form mounts, a click, tap, Space or Enter on
 * one chooses it through the form's select (so the variation's printed data applies at once), and
 * the arrows, Home and End move and choose as the group does. None is held for React: each is
 * answered here, once.
 */
export function lightSwatches(
  form: HTMLFormElement,
  selectFor: (attribute: string) => HTMLSelectElement | undefined,
  allowDeselect: () => boolean,
  listen: Listen,
): LightSwatches {
  for (const strip of form.querySelectorAll<HTMLElement>(STRIPS)) {
    if (!waiting(strip)) continue;
    const select = selectFor(strip.dataset.attribute_name ?? '');
    const label = select?.id ? form.querySelector(`label[for="${CSS.escape(select.id)}"]`)?.textContent?.trim() : '';
    strip.setAttribute('role', 'radiogroup');
    if (label) strip.setAttribute('aria-label', label);
    strip.setAttribute('data-vitrina-light', '');
  }
  /** The swatch an event is about, with its strip, while the strip still waits for React. */
  const waitingSwatch = (
    event: Event,
  ): { swatch: HTMLElement; strip: HTMLElement; select: HTMLSelectElement } | null => {
    const swatch = event.target instanceof Element ? event.target.closest<HTMLElement>(SWATCH) : null;
    const strip = swatch?.closest(STRIPS) ?? null;
    if (!swatch || !waiting(strip) || !form.contains(strip)) return null;
    const select = selectFor(strip.dataset.attribute_name ?? '');
    return select ? { swatch, strip, select } : null;
  };
  /** Answered here: the runtime must not hold it and play it again to React, which would act twice. */
  const answered = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const pick = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const choose = (event: Event) => {
    const found = waitingSwatch(event);
    if (!found) return;
    answered(event);
    if (found.swatch.getAttribute('aria-disabled') !== 'true')
      pick(found.select, swatchClick(found.select.value, found.swatch.dataset.value ?? '', allowDeselect()));
  };
  // As the React group: an arrow (Home, End) moves focus to the next available swatch and checks it,
  // never unchecking. Focus moving is what the runtime remembers, so React gives it back to the same swatch.
  const move = (event: KeyboardEvent) => {
    const found = waitingSwatch(event);
    if (!found) return;
    answered(event);
    const swatches = [...found.strip.querySelectorAll<HTMLElement>(SWATCH)];
    const next = moveTarget(
      event.key,
      swatches.indexOf(found.swatch),
      swatches.length,
      (index) => swatches[index]?.getAttribute('aria-disabled') === 'true',
    );
    const target = next === null ? undefined : swatches[next];
    if (!target) return;
    target.focus();
    pick(found.select, target.dataset.value ?? '');
  };
  // On window, in the capture phase: before the runtime's hold at the document.
  listen(window, 'click', choose, { capture: true });
  listen(
    window,
    'keydown',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.matches(SWATCH)) return;
      if (event.key === ' ' || event.key === 'Enter') choose(event);
      else if (isMoveKey(event.key)) move(event);
    },
    { capture: true },
  );
  return {
    draw(offers) {
      for (const strip of form.querySelectorAll<HTMLElement>(STRIPS)) {
        const offer = offers[strip.dataset.attribute_name ?? ''];
        if (!waiting(strip) || !offer) continue;
        const swatches = [...strip.querySelectorAll<HTMLElement>(SWATCH)];
        const values = swatches.map((swatch) => swatch.dataset.value ?? '');
        const available = (value: string) => offer.available[value] ?? true;
        const stop = tabStop(values, offer.selected, available);
        swatches.forEach((swatch, index) =>
          markSwatch(
            swatch,
            values[index] !== '' && values[index] === offer.selected,
            !available(values[index] ?? ''),
            index === stop,
          ),
        );
      }
    },
  };
}
