import type { SwatchMarkup } from '../../../lib/flatsome-swatches.ts';
import { productLinkWith } from './model.ts';

/** The parts of a product card outside the strip that follow the chosen swatch. */
export interface CardParts {
  readonly card: HTMLElement;
  readonly image: HTMLImageElement | null;
  readonly links: readonly HTMLAnchorElement[];
  readonly original: { readonly src: string; readonly srcset: string | null };
}

/** One printed swatch and what it printed. */
export interface CardSwatch {
  readonly element: HTMLElement;
  readonly markup: SwatchMarkup;
}

/**
 * Makes the printed swatches toggle buttons in place (no redraw: the theme's CSS, the size and the
 * place of each stay as printed). Each is named by its colour: the theme hides `.ux-swatch__text`,
 * so without a name a screen reader hears "toggle button" only.
 */
export function markSwatches(swatches: readonly CardSwatch[]): void {
  for (const { element, markup } of swatches) {
    element.setAttribute('role', 'button');
    element.setAttribute('tabindex', '0');
    element.setAttribute('aria-label', markup.name);
    element.setAttribute('aria-pressed', String(markup.selected));
    if (markup.disabled) element.setAttribute('aria-disabled', 'true');
  }
}

/** Undoes markSwatches (the widget leaves a strip that stays on the page). */
export function unmarkSwatches(swatches: readonly CardSwatch[]): void {
  for (const { element } of swatches)
    ['role', 'tabindex', 'aria-label', 'aria-pressed', 'aria-disabled'].forEach((name) =>
      element.removeAttribute(name),
    );
}

/** Shows a choice (null: none) in one synchronous DOM pass, so the next paint has all of it. */
export function showChoice(
  parts: CardParts,
  attribute: string,
  swatches: readonly CardSwatch[],
  picked: CardSwatch | null,
): void {
  for (const swatch of swatches) {
    const on = swatch === picked;
    swatch.element.classList.toggle('selected', on);
    swatch.element.setAttribute('aria-pressed', String(on));
  }
  const { image, links, original } = parts;
  if (image) {
    setIfChanged(image, 'src', picked?.markup.imageSrc || original.src);
    const srcset = picked ? picked.markup.imageSrcset : original.srcset;
    if (srcset) setIfChanged(image, 'srcset', srcset);
    else image.removeAttribute('srcset');
  }
  for (const link of links)
    setIfChanged(
      link,
      'href',
      productLinkWith(link.getAttribute('href') ?? '', attribute, picked?.markup.value ?? null, location.origin),
    );
}

/** Setting an image's src, even to the same URL, starts its load again (and holds the page's load event). */
function setIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
