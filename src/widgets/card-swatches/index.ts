import { readCardSwatchOptions } from '../../config/index.ts';
import { navigableUrl } from '../../lib/safe-navigation.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { clickOutcome, productLinkWith, type SwatchState } from './model.ts';

/**
 * Flatsome's swatches in product lists (`.ux-swatches-in-loop > .ux-swatch[data-value]`, §4.9):
 * toggle buttons (aria-pressed) that swap the card image and add `?{attribute_name}={value}` to the
 * product links; optional reset when the pointer leaves the card.
 */
function stateOf(swatch: HTMLElement): SwatchState {
  if (swatch.classList.contains('disabled') || swatch.classList.contains('ux-swatch--disabled')) return 'disabled';
  return swatch.classList.contains('selected') ? 'selected' : 'unselected';
}

const cardSwatches: WidgetModule = {
  mount(host) {
    const options = readCardSwatchOptions();
    const attribute = host.dataset.attribute_name ?? '';
    const card = host.closest<HTMLElement>('.product-small, li.product, .product') ?? host.parentElement ?? host;
    const image = card.querySelector<HTMLImageElement>('.box-image img, img.attachment-woocommerce_thumbnail');
    const original = { src: image?.getAttribute('src') ?? '', srcset: image?.getAttribute('srcset') };
    const links = [...card.querySelectorAll<HTMLAnchorElement>('.box-image a[href], a.woocommerce-LoopProduct-link[href], a.woocommerce-loop-product__link[href], a.product_type_variable[href]')];
    const swatches = [...host.querySelectorAll<HTMLElement>('.ux-swatch[data-value]')];
    host.setAttribute('role', 'group');
    host.setAttribute('aria-label', host.getAttribute('aria-label') ?? 'Culori disponibile');
    for (const swatch of swatches) {
      swatch.setAttribute('role', 'button');
      swatch.tabIndex = 0;
      const state = stateOf(swatch);
      swatch.setAttribute('aria-pressed', String(state === 'selected'));
      if (state === 'disabled') swatch.setAttribute('aria-disabled', 'true');
      if (!swatch.hasAttribute('aria-label')) swatch.setAttribute('aria-label', swatch.dataset.name ?? swatch.title ?? swatch.dataset.value ?? '');
    }

    const choose = (value: string | null) => {
      for (const swatch of swatches) {
        const on = swatch.dataset.value === value;
        swatch.classList.toggle('selected', on);
        swatch.setAttribute('aria-pressed', String(on));
      }
      const picked = swatches.find((swatch) => swatch.dataset.value === value);
      if (image) {
        const src = picked?.dataset.imageSrc || original.src;
        const srcset = picked ? picked.dataset.imageSrcset : original.srcset;
        image.setAttribute('src', src);
        if (srcset) image.setAttribute('srcset', srcset);
        else image.removeAttribute('srcset');
      }
      for (const link of links) link.setAttribute('href', productLinkWith(link.getAttribute('href') ?? '', attribute, value, location.origin));
    };
    const activate = (swatch: HTMLElement) => {
      const outcome = clickOutcome(stateOf(swatch), swatch.dataset.value ?? '', options.selectedBehaviour);
      if (outcome.kind === 'select') choose(outcome.value);
      else if (outcome.kind === 'deselect') choose(null);
      else if (outcome.kind === 'open-product') {
        const target = navigableUrl(links[0]?.getAttribute('href') ?? '', location.href);
        if (target) location.assign(target);
      }
    };
    const onClick = (event: MouseEvent) => {
      const swatch = event.target instanceof Element ? event.target.closest<HTMLElement>('.ux-swatch[data-value]') : null;
      if (!swatch || !host.contains(swatch)) return;
      event.preventDefault();
      activate(swatch);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const swatch = event.target instanceof HTMLElement && event.target.matches('.ux-swatch[data-value]') ? event.target : null;
      if (!swatch || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      activate(swatch);
    };
    let resetTimer: ReturnType<typeof setTimeout> | undefined;
    const onLeave = () => {
      clearTimeout(resetTimer);
      resetTimer = setTimeout(() => choose(null), options.resetMs);
    };
    const onEnter = () => clearTimeout(resetTimer);
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    if (options.resetOnLeave) {
      card.addEventListener('mouseleave', onLeave);
      card.addEventListener('mouseenter', onEnter);
    }
    return () => {
      clearTimeout(resetTimer);
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
      card.removeEventListener('mouseleave', onLeave);
      card.removeEventListener('mouseenter', onEnter);
    };
  },
};

export default cardSwatches;
