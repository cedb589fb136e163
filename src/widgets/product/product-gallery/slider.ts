import type { Listen } from '../../../runtime/types.ts';
import { moveSlide } from './model.ts';
import { thumbnailSrc, type GalleryImage } from './slides.ts';
import { enableSwipe } from './swipe.ts';

/**
 * The image slider: one slide shown, previous/next buttons, thumbnails as buttons, and the arrow
 * keys while focus is in the gallery (APG carousel, without auto-rotation), and pointer swipe.
 */
export interface Slider {
  readonly current: () => number;
  go(index: number): void;
  refreshThumbnail(index: number): void;
  destroy(): void;
}

function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
}

interface Thumb {
  readonly thumb: HTMLButtonElement;
  readonly picture: HTMLImageElement;
  /** The theme's own thumbnail cell the button went into, if it printed one. */
  readonly cell: HTMLElement | null;
}

/** The APG carousel's roles and labels on the gallery and its slides. */
function markCarousel(host: HTMLElement, images: readonly GalleryImage[]): void {
  host.setAttribute('role', 'region');
  host.setAttribute('aria-roledescription', 'carusel');
  if (!host.hasAttribute('aria-label')) host.setAttribute('aria-label', 'Galerie de imagini a produsului');
  images.forEach(({ slide }, position) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'imagine');
    slide.setAttribute('aria-label', `${position + 1} din ${images.length}`);
  });
}

/** Previous and next, laid over the image, so adding them moves nothing on the page. */
function createArrows(): { controls: HTMLElement; previous: HTMLButtonElement; next: HTMLButtonElement } {
  const controls = document.createElement('div');
  controls.className = 'vitrina-gallery-nav';
  controls.style.cssText =
    'position:absolute;left:0;right:0;top:50%;display:flex;justify-content:space-between;pointer-events:none;z-index:3';
  const previous = button('vitrina-gallery-nav__prev flex-prev', 'Imaginea anterioară', '‹');
  const next = button('vitrina-gallery-nav__next flex-next', 'Imaginea următoare', '›');
  for (const arrow of [previous, next])
    arrow.style.cssText =
      'pointer-events:auto;min-width:44px;min-height:44px;margin:0 4px;background:rgba(255,255,255,.85);border:0;border-radius:50%;font-size:24px;line-height:1;cursor:pointer';
  return { controls, previous, next };
}

/** One thumbnail as a button: in the theme's cell when it printed one, else in a new list item of `thumbs`. */
function createThumb(
  image: GalleryImage,
  position: number,
  count: number,
  cell: HTMLElement | undefined,
  thumbs: HTMLElement,
): Thumb {
  const thumb = button('vitrina-gallery-thumb', `Arată imaginea ${position + 1} din ${count}`, '');
  thumb.style.cssText = 'padding:0;border:0;background:none;margin:0;display:block;width:100%';
  const existing = cell?.querySelector('img');
  const picture = existing ?? document.createElement('img');
  if (!existing) {
    picture.src = thumbnailSrc(image);
    picture.alt = '';
    picture.width = 100;
    picture.loading = 'lazy';
  }
  // The thumbnail's text is the button's label; the picture repeats the slide, so it is decorative.
  picture.setAttribute('alt', '');
  const anchor = cell?.querySelector('a');
  if (cell && anchor) anchor.replaceWith(thumb);
  thumb.append(picture);
  if (!cell) {
    const item = document.createElement('li');
    item.append(thumb);
    thumbs.append(item);
  }
  return { thumb, picture, cell: cell ?? null };
}

/** The thumbnails: the theme's `.product-thumbnails` beside the gallery, else a list of its own. */
function createThumbs(
  host: HTMLElement,
  images: readonly GalleryImage[],
): { thumbs: HTMLElement; serverThumbs: HTMLElement | null; thumbButtons: Thumb[] } {
  const serverThumbs = host.parentElement?.querySelector<HTMLElement>(':scope > .product-thumbnails') ?? null;
  const thumbs = serverThumbs ?? document.createElement('ol');
  if (!serverThumbs) thumbs.className = 'flex-control-nav flex-control-thumbs';
  const serverCells = serverThumbs
    ? [...serverThumbs.children].filter((cell): cell is HTMLElement => cell instanceof HTMLElement)
    : [];
  const thumbButtons = images.map((image, position) =>
    createThumb(image, position, images.length, serverCells[position], thumbs),
  );
  return { thumbs, serverThumbs, thumbButtons };
}

/** Shows the slide at `index` and marks its thumbnail. `hiddenByTheme`: the slides the theme's sheet hides. */
function drawSlides(
  images: readonly GalleryImage[],
  thumbButtons: readonly Thumb[],
  hiddenByTheme: readonly boolean[],
  index: number,
): void {
  images.forEach(({ slide }, position) => {
    const shown = position === index;
    slide.hidden = !shown;
    // Inline, as flexslider's are: WooCommerce's own sheet makes every slide after the first a
    // quarter-width inline block (`.woocommerce-product-gallery__image:nth-child(n + 2)`).
    slide.style.display = shown ? (hiddenByTheme[position] || position > 0 ? 'block' : '') : 'none';
    slide.style.width = shown && position > 0 ? '100%' : '';
    slide.classList.toggle('flex-active-slide', shown);
  });
  thumbButtons.forEach(({ thumb, cell }, position) => {
    if (position === index) thumb.setAttribute('aria-current', 'true');
    else thumb.removeAttribute('aria-current');
    thumb.classList.toggle('flex-active', position === index);
    cell?.classList.toggle('is-nav-selected', position === index);
  });
}

function restoreSlides(images: readonly GalleryImage[]): void {
  for (const { slide } of images) {
    slide.hidden = false;
    slide.style.display = '';
    slide.style.width = '';
  }
}

export function createSlider(
  host: HTMLElement,
  images: readonly GalleryImage[],
  onChange: (index: number) => void,
  listen: Listen,
): Slider {
  // Removed by destroy(); the context would remove them at unmount anyway.
  const listeners = new AbortController();
  const { signal } = listeners;
  let index = 0;
  const count = images.length;
  // Read before the writes below, which would make it recompute the page's styles (read
  // in drawSlides(), the slides' display would cost a style recalculation of the page inside the mount).
  const hostIsStatic = getComputedStyle(host).position === 'static';
  // Themes hide every slide but the first until their slider runs (`.slide:not(.first)`).
  const hiddenByTheme = images.map(({ slide }) => getComputedStyle(slide).display === 'none');
  markCarousel(host, images);
  const { controls, previous, next } = createArrows();
  if (hostIsStatic) host.style.position = 'relative';
  const { thumbs, serverThumbs, thumbButtons } = createThumbs(host, images);
  thumbButtons.forEach(({ thumb }, position) => listen(thumb, 'click', () => go(position), { signal }));
  if (count > 1) {
    controls.append(previous, next);
    host.append(controls);
    if (!serverThumbs) host.append(thumbs);
  }

  const go = (target: number) => {
    const wanted = moveSlide(target, 0, count);
    if (wanted === index) return;
    index = wanted;
    drawSlides(images, thumbButtons, hiddenByTheme, index);
    onChange(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(moveSlide(index, event.key === 'ArrowRight' ? 1 : -1, count));
    if (document.activeElement instanceof HTMLElement && thumbs.contains(document.activeElement))
      thumbButtons[index]?.thumb.focus();
  };
  listen(previous, 'click', () => go(moveSlide(index, -1, count)), { signal });
  listen(next, 'click', () => go(moveSlide(index, 1, count)), { signal });
  if (count > 1) {
    listen(host, 'keydown', onKeyDown, { signal });
    if (serverThumbs) listen(serverThumbs, 'keydown', onKeyDown, { signal });
  }
  const stopSwipe =
    count > 1
      ? enableSwipe(
          host,
          () => images[index]?.slide,
          (delta) => go(moveSlide(index, delta, count)),
          listen,
        )
      : () => undefined;
  drawSlides(images, thumbButtons, hiddenByTheme, index);

  return {
    current: () => index,
    go,
    refreshThumbnail(position) {
      const entry = thumbButtons[position];
      const image = images[position];
      if (entry && image) entry.picture.src = thumbnailSrc(image);
    },
    destroy() {
      stopSwipe();
      listeners.abort();
      controls.remove();
      if (!serverThumbs) thumbs.remove();
      restoreSlides(images);
    },
  };
}
