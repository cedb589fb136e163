import { createElement } from 'react';
import { readCardSwatchOptions } from '../../../config/listing.ts';
import { readSwatches } from '../../../lib/flatsome-swatches.ts';
import { navigableUrl } from '../../../lib/safe-navigation.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { CardSwatches, type CardParts } from './CardSwatches.tsx';
import { attributeOf } from './model.ts';

const LINKS = '.box-image a[href], a.woocommerce-LoopProduct-link[href], a.woocommerce-loop-product__link[href], a.product_type_variable[href]';

/**
 * Flatsome's swatches in product lists (`.ux-swatches-in-loop > .ux-swatch[data-value]`, §4.9),
 * taken over by a React strip that renders the same swatches as toggle buttons.
 */
const cardSwatches: WidgetModule = {
  mount(strip, context) {
    const options = readCardSwatchOptions();
    const card = strip.closest<HTMLElement>('.product-small, li.product, .product') ?? strip.parentElement ?? strip;
    const image = card.querySelector<HTMLImageElement>('.box-image img, img.attachment-woocommerce_thumbnail');
    const parts: CardParts = {
      card,
      image,
      links: [...card.querySelectorAll<HTMLAnchorElement>(LINKS)],
      original: { src: image?.getAttribute('src') ?? '', srcset: image?.getAttribute('srcset') ?? null },
    };
    strip.setAttribute('role', 'group');
    if (!strip.hasAttribute('aria-label')) strip.setAttribute('aria-label', 'Culori disponibile');
    const swatches = readSwatches(strip);
    const props = {
      // Flatsome 3.19 prints data-attribute_name on each loop swatch, not on the strip.
      attribute: attributeOf(swatches.map((swatch) => swatch.attributeName), strip.dataset.attribute_name ?? ''),
      swatches,
      parts,
      selectedBehaviour: options.selectedBehaviour,
      resetOnLeave: options.resetOnLeave,
      resetMs: options.resetMs,
      selectEvent: options.selectEvent,
      listen: context.listen,
      openProduct: (href: string) => {
        // Only an http(s) product link on this site is followed (design §7).
        const target = navigableUrl(href, location.href);
        if (target) location.assign(target);
      },
    };
    return mountReact(strip, createElement(CardSwatches, props), context, { removeContainer: false });
  },
};

export default cardSwatches;
