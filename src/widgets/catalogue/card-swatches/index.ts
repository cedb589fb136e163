import { readCardSwatchOptions } from './config/listing.ts';
import { readSwatches } from '../../../lib/flatsome-swatches.ts';
import { navigableUrl } from '../../../lib/safe-navigation.ts';
import { onAbort } from '../../../lib/on-abort.ts';
import type { WidgetContext, WidgetModule } from '../../../runtime/types.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { markSwatches, showChoice, unmarkSwatches, type CardParts, type CardSwatch } from './choice.ts';
import { attributeOf, clickOutcome, hoverOutcome, type SwatchState } from './model.ts';

const LINKS =
  '.box-image a[href], a.woocommerce-LoopProduct-link[href], a.woocommerce-loop-product__link[href], a.product_type_variable[href]';

/** The card around a strip: its image and links, and the swatches Flatsome printed with their markup. */
function readCard(strip: HTMLElement): { parts: CardParts; swatches: CardSwatch[]; attribute: string } {
  const card = strip.closest<HTMLElement>('.product-small, li.product, .product') ?? strip.parentElement ?? strip;
  const image = card.querySelector<HTMLImageElement>('.box-image img, img.attachment-woocommerce_thumbnail');
  const parts: CardParts = {
    card,
    image,
    links: [...card.querySelectorAll<HTMLAnchorElement>(LINKS)],
    original: { src: image?.getAttribute('src') ?? '', srcset: image?.getAttribute('srcset') ?? null },
  };
  const elements = [...strip.querySelectorAll<HTMLElement>('.ux-swatch[data-value]')];
  const markups = readSwatches(strip);
  const swatches: CardSwatch[] = elements.flatMap((element, index) =>
    markups[index] ? [{ element, markup: markups[index] }] : [],
  );
  // Flatsome 3.19 prints data-attribute_name on each loop swatch, not on the strip.
  const attribute = attributeOf(
    markups.map((markup) => markup.attributeName),
    strip.dataset.attribute_name ?? '',
  );
  return { parts, swatches, attribute };
}

/** The theme's "reset on leave": the card's own image comes back a while after the pointer leaves it. */
function resetOnLeave(card: HTMLElement, delay: number, context: WidgetContext, reset: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  context.listen(card, 'mouseleave', () => {
    clearTimeout(timer);
    timer = setTimeout(reset, delay);
  });
  context.listen(card, 'mouseenter', () => clearTimeout(timer));
  onAbort(context.signal, () => clearTimeout(timer));
}

/**
 * Flatsome's swatches in product lists (`.ux-swatches-in-loop > .ux-swatch[data-value]`, §4.9):
 * the printed swatches become toggle buttons (aria-pressed); a choice swaps the card image and
 * writes `?{attribute}={value}` into the card's links. Plain DOM, no React: all it does
 * is mark elements, so the chunk is small enough to come as the strip nears the viewport and the
 * first hover, click or tap is answered in the next paint. A hover that came before the chunk is
 * still under the pointer at mount and is answered then; a click before it is held by the runtime.
 */
const cardSwatches: WidgetModule = {
  mount(strip, context) {
    const options = readCardSwatchOptions();
    const { parts, swatches, attribute } = readCard(strip);
    const addedLabel = !strip.hasAttribute('aria-label');
    strip.setAttribute('role', 'group');
    if (addedLabel) strip.setAttribute('aria-label', 'Culori disponibile');
    markSwatches(swatches);

    let selected: CardSwatch | null = swatches.find((swatch) => swatch.markup.selected) ?? null;
    // The swatch the pointer's hover just chose: the click that follows keeps it rather than undoing it.
    let hoverPicked: CardSwatch | null = null;
    const choose = (swatch: CardSwatch | null) => {
      selected = swatch;
      showChoice(parts, attribute, swatches, swatch);
    };
    const stateOf = (swatch: CardSwatch): SwatchState =>
      swatch.markup.disabled ? 'disabled' : swatch === selected ? 'selected' : 'unselected';
    const swatchOf = (target: EventTarget | null) => {
      const element = target instanceof Element ? target.closest('.ux-swatch[data-value]') : null;
      return swatches.find((swatch) => swatch.element === element) ?? null;
    };
    const hover = (swatch: CardSwatch) => {
      const outcome = hoverOutcome(
        stateOf(swatch),
        swatch.markup.value,
        options.selectEvent,
        matchMedia('(hover: hover)').matches,
      );
      if (outcome.kind !== 'select') return;
      hoverPicked = swatch;
      choose(swatch);
    };
    const activate = (swatch: CardSwatch) => {
      const pickedByHover = hoverPicked === swatch;
      hoverPicked = null;
      if (pickedByHover && swatch === selected) return;
      const outcome = clickOutcome(stateOf(swatch), swatch.markup.value, options.selectedBehaviour);
      if (outcome.kind === 'select') choose(swatch);
      else if (outcome.kind === 'deselect') choose(null);
      else if (outcome.kind === 'open-product' && parts.links[0]) {
        // Only an http(s) product link on this site is followed (design §7).
        const target = navigableUrl(parts.links[0].href, location.href);
        if (target) location.assign(target);
      }
    };

    if (selected) choose(selected);
    for (const swatch of swatches) context.listen(swatch.element, 'mouseenter', () => hover(swatch));
    context.listen(strip, 'click', (event) => {
      const swatch = swatchOf(event.target);
      if (!swatch) return;
      event.preventDefault();
      activate(swatch);
    });
    context.listen(strip, 'keydown', (event) => {
      const swatch = swatchOf(event.target);
      if (swatch && event.target === swatch.element && pressesButton(event, swatch.element)) activate(swatch);
    });
    if (options.resetOnLeave) resetOnLeave(parts.card, options.resetMs, context, () => choose(null));
    // The hover that woke the widget (or came while its chunk loaded) had no listener yet: the
    // pointer is still there, so it is answered now, as the theme would have at once.
    const under = swatches.find((swatch) => swatch.element.matches(':hover'));
    if (under) hover(under);

    return () => {
      unmarkSwatches(swatches);
      strip.removeAttribute('role');
      if (addedLabel) strip.removeAttribute('aria-label');
    };
  },
};

export default cardSwatches;
