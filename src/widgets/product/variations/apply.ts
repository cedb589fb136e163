import type { ShownVariation, VariationImage } from '../shared/state/variation.ts';
import type { ButtonState, Variation } from './model.ts';

/** What a shown (or cleared) variation changes in the form and the product summary. */
const HINTS: Record<ButtonState, string> = {
  'needs-choice': 'Alege opțiunile…',
  'out-of-stock': 'Stoc epuizat',
  unavailable: 'Acest produs nu este disponibil. Te rog alege altă combinație.',
  ready: '',
  asking: 'Se verifică varianta aleasă…',
  'no-match': '',
  failed: '',
};

export function toShown(productId: number, variation: Variation): ShownVariation {
  const image = variation.image;
  const shownImage: VariationImage | null = image?.src
    ? {
        src: image.src,
        srcset: image.srcset ?? '',
        sizes: image.sizes ?? '',
        fullSrc: image.full_src ?? image.src,
        fullWidth: image.full_src_w ?? 0,
        fullHeight: image.full_src_h ?? 0,
        thumbSrc: image.gallery_thumbnail_src ?? image.thumb_src ?? image.src,
        alt: image.alt ?? '',
        title: image.title ?? '',
        caption: image.caption ?? '',
      }
    : null;
  return {
    productId,
    variationId: variation.variation_id,
    image: shownImage,
    gtin: variation._cr_gtin ?? '',
    mpn: variation._cr_mpn ?? '',
    brand: variation._cr_brand ?? '',
    inStock: variation.is_in_stock,
    priceHtml: variation.price_html ?? '',
  };
}

/** The variation's price, availability and description; HTML from the page's own variation JSON. */
export function renderSingleVariation(target: HTMLElement | null, variation: Variation | null): void {
  if (!target) return;
  if (!variation) {
    target.replaceChildren();
    target.style.display = 'none';
    return;
  }
  target.innerHTML = [
    `<div class="woocommerce-variation-description">${variation.variation_description ?? ''}</div>`,
    `<div class="woocommerce-variation-price">${variation.price_html ?? ''}</div>`,
    `<div class="woocommerce-variation-availability">${variation.availability_html ?? ''}</div>`,
  ].join('');
  target.style.display = '';
}

/** CusRev's identifiers (`.cr_gtin[data-o_content] .cr_gtin_val`): the variation's value, or the product's back. */
export function renderIdentifiers(scope: ParentNode, variation: Variation | null): void {
  const fields = [
    ['cr_gtin', variation?._cr_gtin],
    ['cr_mpn', variation?._cr_mpn],
    ['cr_brand', variation?._cr_brand],
  ] as const;
  for (const [name, value] of fields) {
    for (const wrapper of scope.querySelectorAll<HTMLElement>(`.${name}`)) {
      const slot = wrapper.querySelector(`.${name}_val`);
      if (!slot) continue;
      slot.textContent = variation ? (value ?? '') : (wrapper.dataset.o_content ?? slot.textContent);
    }
  }
}

/** `text` says what HINTS cannot: the shop's no-match text, the failed request's message. */
export function renderButton(
  button: HTMLButtonElement | null,
  hint: HTMLElement,
  state: ButtonState,
  text?: string,
): void {
  hint.textContent = text ?? HINTS[state];
  hint.hidden = state === 'ready';
  if (!button) return;
  const blocked = state !== 'ready';
  button.classList.toggle('disabled', blocked);
  button.classList.toggle(
    'wc-variation-selection-needed',
    state === 'needs-choice' || state === 'asking' || state === 'no-match' || state === 'failed',
  );
  button.classList.toggle('wc-variation-is-unavailable', state === 'out-of-stock' || state === 'unavailable');
  button.setAttribute('aria-disabled', String(blocked));
  if (blocked) button.setAttribute('aria-describedby', hint.id);
  else button.removeAttribute('aria-describedby');
}

/** A variation may carry its own quantity limits. */
export function renderQuantityLimits(
  form: HTMLFormElement,
  variation: Variation | null,
  original: { min: string | null; max: string | null },
): void {
  const input = form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
  if (!input) return;
  const min = variation?.min_qty ?? original.min;
  const max = variation?.max_qty ?? original.max;
  if (min === null || min === '') input.removeAttribute('min');
  else input.setAttribute('min', min);
  if (max === null || max === '') input.removeAttribute('max');
  else input.setAttribute('max', max);
}
