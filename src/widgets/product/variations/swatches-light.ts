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

/** Each strip still waiting for React named and made the radio group React will draw. */
function markStrips(form: HTMLFormElement, selectFor: (attribute: string) => HTMLSelectElement | undefined): void {
  for (const strip of form.querySelectorAll<HTMLElement>(STRIPS)) {
    if (!waiting(strip)) continue;
    const select = selectFor(strip.dataset.attribute_name ?? '');
    const label = select?.id ? form.querySelector(`label[for="${CSS.escape(select.id)}"]`)?.textContent?.trim() : '';
    strip.setAttribute('role', 'radiogroup');
    if (label) strip.setAttribute('aria-label', label);
    strip.setAttribute('data-vitrina-light', '');
  }
}

interface WaitingSwatch {
  readonly swatch: HTMLElement;
  readonly strip: HTMLElement;
  readonly select: HTMLSelectElement;
}

/** The swatch an event is about, with its strip, while the strip still waits for React. */
function waitingSwatch(
  form: HTMLFormElement,
  selectFor: (attribute: string) => HTMLSelectElement | undefined,
  event: Event,
): WaitingSwatch | null {
  const swatch = event.target instanceof Element ? event.target.closest<HTMLElement>(SWATCH) : null;
  const strip = swatch?.closest(STRIPS) ?? null;
  if (!swatch || !waiting(strip) || !form.contains(strip)) return null;
  const select = selectFor(strip.dataset.attribute_name ?? '');
  return select ? { swatch, strip, select } : null;
}

/** Answered here: the runtime must not hold it and play it again to React, which would act twice. */
function answered(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A click, tap, Space or Enter: the swatch chosen unless disabled (the chosen one again clears it where allowed). */
function choose({ swatch, select }: WaitingSwatch, allowDeselect: () => boolean): void {
  if (swatch.getAttribute('aria-disabled') !== 'true')
    pick(select, swatchClick(select.value, swatch.dataset.value ?? '', allowDeselect()));
}

/**
 * As the React group: an arrow (Home, End) moves focus to the next available swatch and checks it,
 * never unchecking. Focus moving is what the runtime remembers, so React gives it back to the same swatch.
 */
function move({ swatch, strip, select }: WaitingSwatch, key: string): void {
  const swatches = [...strip.querySelectorAll<HTMLElement>(SWATCH)];
  const next = moveTarget(
    key,
    swatches.indexOf(swatch),
    swatches.length,
    (index) => swatches[index]?.getAttribute('aria-disabled') === 'true',
  );
  const target = next === null ? undefined : swatches[next];
  if (!target) return;
  target.focus();
  pick(select, target.dataset.value ?? '');
}

/** What the form offers drawn on the strips still waiting for React. */
function drawOffers(form: HTMLFormElement, offers: Readonly<Record<string, AttributeOffer>>): void {
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
  markStrips(form, selectFor);
  const onChoose = (event: Event) => {
    const found = waitingSwatch(form, selectFor, event);
    if (!found) return;
    answered(event);
    choose(found, allowDeselect);
  };
  const onMove = (event: KeyboardEvent) => {
    const found = waitingSwatch(form, selectFor, event);
    if (!found) return;
    answered(event);
    move(found, event.key);
  };
  // On window, in the capture phase: before the runtime's hold at the document.
  listen(window, 'click', onChoose, { capture: true });
  listen(
    window,
    'keydown',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.matches(SWATCH)) return;
      if (event.key === ' ' || event.key === 'Enter') onChoose(event);
      else if (isMoveKey(event.key)) onMove(event);
    },
    { capture: true },
  );
  return {
    draw(offers) {
      drawOffers(form, offers);
    },
  };
}
