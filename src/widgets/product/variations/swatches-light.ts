import { swatchClick, tabStop } from '../../../lib/swatch-choice.ts';
import type { Listen } from '../../../runtime/types.ts';
import type { AttributeOffer } from '../../../state/variation-choice.ts';

const STRIPS = '.ux-swatches[data-attribute_name]:not(.ux-swatches-in-loop)';
const SWATCH = '.ux-swatch[data-value]';

export interface LightSwatches {
  /** Draws what the form offers on the strips still waiting for React. */
  draw(offers: Readonly<Record<string, AttributeOffer>>): void;
}

/** A strip whose React radio group (variation-swatches) is still on its way. */
const waiting = (strip: Element | null): strip is HTMLElement => strip?.getAttribute('data-vitrina-state') === 'pending';

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
  if (!swatch.textContent?.trim()) swatch.setAttribute('aria-label', swatch.dataset.name || swatch.title || swatch.dataset.value || '');
  swatch.tabIndex = tabStopHere ? 0 : -1;
}

/**
 * Flatsome's swatches in this form answered before their React radio group comes (design §8,
 * "answered at once"): marked as that group when the form mounts, a click, tap, Space or Enter on
 * one chooses it through the form's select (so the variation's printed data applies at once) and
 * is not held for React: it is answered here, once. Arrows are held and played to React.
 */
export function lightSwatches(form: HTMLFormElement, selectFor: (attribute: string) => HTMLSelectElement | undefined, allowDeselect: () => boolean, listen: Listen): LightSwatches {
  for (const strip of form.querySelectorAll<HTMLElement>(STRIPS)) {
    if (!waiting(strip)) continue;
    const select = selectFor(strip.dataset.attribute_name ?? '');
    const label = select?.id ? form.querySelector(`label[for="${CSS.escape(select.id)}"]`)?.textContent?.trim() : '';
    strip.setAttribute('role', 'radiogroup');
    if (label) strip.setAttribute('aria-label', label);
    strip.setAttribute('data-vitrina-light', '');
  }
  const choose = (event: Event) => {
    const swatch = event.target instanceof Element ? event.target.closest<HTMLElement>(SWATCH) : null;
    const strip = swatch?.closest(STRIPS) ?? null;
    if (!swatch || !waiting(strip) || !form.contains(strip)) return;
    event.preventDefault();
    event.stopImmediatePropagation(); // answered here: the runtime must not hold it and play it again
    const select = selectFor(strip.dataset.attribute_name ?? '');
    if (!select || swatch.getAttribute('aria-disabled') === 'true') return;
    select.value = swatchClick(select.value, swatch.dataset.value ?? '', allowDeselect());
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  // On window, in the capture phase: before the runtime's hold at the document.
  listen(window, 'click', choose, { capture: true });
  listen(window, 'keydown', (event) => {
    if ((event.key === ' ' || event.key === 'Enter') && event.target instanceof Element && event.target.matches(SWATCH)) choose(event);
  }, { capture: true });
  return {
    draw(offers) {
      for (const strip of form.querySelectorAll<HTMLElement>(STRIPS)) {
        const offer = offers[strip.dataset.attribute_name ?? ''];
        if (!waiting(strip) || !offer) continue;
        const swatches = [...strip.querySelectorAll<HTMLElement>(SWATCH)];
        const values = swatches.map((swatch) => swatch.dataset.value ?? '');
        const available = (value: string) => offer.available[value] ?? true;
        const stop = tabStop(values, offer.selected, available);
        swatches.forEach((swatch, index) => markSwatch(swatch, values[index] !== '' && values[index] === offer.selected, !available(values[index] ?? ''), index === stop));
      }
    },
  };
}
