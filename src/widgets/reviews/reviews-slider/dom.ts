import { attributeKeeper } from '../../../ui/attribute-keeper.ts';
import { markCarousel } from '../../../ui/carousel-semantics.ts';
import { CAROUSEL_LABEL } from './texts.ts';

/** A long review: the plugin's "..." + link, the hidden rest, and where the toggle button goes. */
export interface LongText {
  readonly more: HTMLElement;
  readonly details: HTMLElement;
  readonly toggleHost: HTMLElement;
}

export interface SliderDom {
  readonly viewport: HTMLElement;
  readonly track: HTMLElement;
  readonly controls: HTMLElement;
  readonly dots: HTMLElement;
  readonly slides: readonly HTMLElement[];
  readonly longTexts: readonly LongText[];
  /** Gives the server markup back as printed. */
  restore(): void;
}

let sliderCount = 0;

/**
 * Wraps the cards in a viewport and a track (as slick wraps them in .slick-list / .slick-track),
 * names the region and the slides for the APG carousel, and prepares the read-more toggles. Every
 * change is recorded so that unmount restores the printed markup.
 */
export function buildSliderDom(host: HTMLElement, cards: readonly HTMLElement[]): SliderDom {
  const keeper = attributeKeeper();
  const number = ++sliderCount;
  const prefix = host.id || `vitrina-reviews-slider-${number}`;
  markCarousel(keeper, {
    region: host,
    label: CAROUSEL_LABEL,
    slides: cards,
    slideId: (index) => `${prefix}-slide-${index + 1}`,
  });

  const places = cards.map((card) => ({ card, next: card.nextSibling }));
  const viewport = document.createElement('div');
  viewport.className = 'vitrina-rs-viewport';
  const track = document.createElement('div');
  track.className = 'vitrina-rs-track';
  track.id = `${prefix}-track`;
  const controls = document.createElement('div');
  controls.className = 'vitrina-rs-controls';
  const dots = document.createElement('div');
  dots.className = 'vitrina-rs-dots-host';
  host.insertBefore(controls, cards[0] ?? null);
  controls.after(viewport);
  viewport.append(track);
  track.append(...cards);
  viewport.after(dots);

  const longTexts = cards.flatMap((card, index): LongText[] => {
    const text = card.querySelector<HTMLElement>('.review-text');
    const more = text?.querySelector<HTMLElement>(':scope > .cr-slider-read-more');
    const details = text?.querySelector<HTMLElement>(':scope > .cr-slider-details');
    if (!text || !more || !details) return [];
    if (!details.id) keeper.set(details, 'id', `${prefix}-more-${index + 1}`);
    // The plugin's links are `href="#"`; one real button (with aria-expanded) replaces both.
    for (const link of [
      ...more.querySelectorAll<HTMLElement>('a'),
      ...details.querySelectorAll<HTMLElement>('.cr-slider-read-less'),
    ]) {
      link.hidden = true;
      keeper.onRestore(() => (link.hidden = false));
    }
    const toggleHost = document.createElement('span');
    toggleHost.className = 'vitrina-rs-toggle';
    text.append(toggleHost);
    const shown = { more: more.style.display, details: details.style.display };
    keeper.onRestore(() => {
      toggleHost.remove();
      more.style.display = shown.more;
      details.style.display = shown.details;
    });
    return [{ more, details, toggleHost }];
  });

  return {
    viewport,
    track,
    controls,
    dots,
    slides: cards,
    longTexts,
    restore() {
      for (const { card, next } of [...places].reverse()) {
        card.inert = false;
        host.insertBefore(card, next && next.parentNode === host ? next : viewport);
      }
      [controls, viewport, dots].forEach((element) => element.remove());
      keeper.restore();
    },
  };
}
