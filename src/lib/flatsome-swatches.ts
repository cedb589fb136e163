/**
 * What a Flatsome swatch strip prints (`.ux-swatches > .ux-swatch[data-value]`), read once so a
 * React component can render the same elements again: same tag, classes (without the state
 * classes it now drives), data attributes and inner markup, so the theme CSS applies unchanged.
 */
export interface SwatchMarkup {
  readonly value: string;
  /** `attribute_<slug>` as Flatsome 3.19 prints it on each loop swatch (class-swatches-frontend.php box_swatch_list); '' when absent. */
  readonly attributeName: string;
  readonly name: string;
  readonly tag: string;
  /** Classes other than the state classes `selected` and `disabled`. */
  readonly className: string;
  readonly title: string;
  readonly innerHtml: string;
  readonly imageSrc: string;
  /** null: the swatch names no srcset of its own. */
  readonly imageSrcset: string | null;
  /** Printed as disabled by the server (card swatches of an unavailable colour). */
  readonly disabled: boolean;
  readonly selected: boolean;
}

const STATE_CLASSES = new Set(['selected', 'disabled', 'ux-swatch--disabled']);

export function readSwatches(strip: HTMLElement): SwatchMarkup[] {
  return [...strip.querySelectorAll<HTMLElement>('.ux-swatch[data-value]')].map((swatch) => ({
    value: swatch.dataset.value ?? '',
    attributeName: swatch.getAttribute('data-attribute_name') ?? '',
    name: swatch.dataset.name || swatch.title || swatch.textContent?.trim() || swatch.dataset.value || '',
    tag: swatch.tagName.toLowerCase(),
    className: [...swatch.classList].filter((name) => !STATE_CLASSES.has(name)).join(' '),
    title: swatch.title,
    innerHtml: swatch.innerHTML,
    imageSrc: swatch.dataset.imageSrc ?? '',
    imageSrcset: swatch.dataset.imageSrcset ?? null,
    disabled: swatch.classList.contains('disabled') || swatch.classList.contains('ux-swatch--disabled'),
    selected: swatch.classList.contains('selected'),
  }));
}
