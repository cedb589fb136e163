import { CAROUSEL_LABEL, slideLabel } from './texts.ts';

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
  const undo: (() => void)[] = [];
  const set = (element: HTMLElement, name: string, value: string) => {
    const before = element.getAttribute(name);
    element.setAttribute(name, value);
    undo.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
  };
  const number = ++sliderCount;
  const prefix = host.id || `vitrina-reviews-slider-${number}`;

  set(host, 'role', 'region');
  set(host, 'aria-roledescription', 'carusel');
  if (!host.hasAttribute('aria-label') && !host.hasAttribute('aria-labelledby')) set(host, 'aria-label', CAROUSEL_LABEL);

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

  cards.forEach((card, index) => {
    set(card, 'role', 'group');
    set(card, 'aria-roledescription', 'diapozitiv');
    set(card, 'aria-label', slideLabel(index, cards.length));
    if (!card.id) set(card, 'id', `${prefix}-slide-${index + 1}`);
  });

  const longTexts = cards.flatMap((card, index): LongText[] => {
    const text = card.querySelector<HTMLElement>('.review-text');
    const more = text?.querySelector<HTMLElement>(':scope > .cr-slider-read-more');
    const details = text?.querySelector<HTMLElement>(':scope > .cr-slider-details');
    if (!text || !more || !details) return [];
    if (!details.id) set(details, 'id', `${prefix}-more-${index + 1}`);
    // The plugin's links are `href="#"`; one real button (with aria-expanded) replaces both.
    for (const link of [...more.querySelectorAll<HTMLElement>('a'), ...details.querySelectorAll<HTMLElement>('.cr-slider-read-less')]) {
      link.hidden = true;
      undo.push(() => (link.hidden = false));
    }
    const toggleHost = document.createElement('span');
    toggleHost.className = 'vitrina-rs-toggle';
    text.append(toggleHost);
    const shown = { more: more.style.display, details: details.style.display };
    undo.push(() => {
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
      undo.reverse().forEach((step) => step());
    },
  };
}
