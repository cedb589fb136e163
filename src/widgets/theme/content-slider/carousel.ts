import type { Listen } from '../../../runtime/types.ts';
import { createRotation, START_ROTATION } from '../../../ui/rotation.ts';
import type { SliderOptions } from './model.ts';
import { stepTo } from './model.ts';
import { goToSlide, NEXT, PREVIOUS, SLIDES_LABEL } from './texts.ts';

interface CarouselParts {
  /** The `.slider-wrapper`: the carousel region holding the controls and the slides. */
  readonly region: HTMLElement;
  /** The `.slider` element holding the slides (the live region). */
  readonly track: HTMLElement;
  readonly slides: readonly HTMLElement[];
  readonly options: SliderOptions;
}

const ARROW = 'M 10,50 L 60,100 L 70,90 L 30,50 L 70,10 L 60,0 Z';

function button(className: string, label?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  if (label) element.setAttribute('aria-label', label);
  return element;
}

function arrow(back: boolean): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'flickity-button-icon');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ARROW);
  path.setAttribute('class', 'arrow');
  if (!back) path.setAttribute('transform', 'translate(100, 100) rotate(180)');
  svg.append(path);
  return svg;
}

/**
 * APG carousel with basic controls over Flatsome's slider markup, drawn into `controls` with
 * plain DOM (design §8): a rotation button (first, as the pattern asks), previous / next buttons
 * and one button per slide. Only the current slide is shown. Returns the undo.
 */
export function drawCarousel(
  controls: HTMLElement,
  { region, track, slides, options }: CarouselParts,
  listen: Listen,
): () => void {
  // The rotation (ui/rotation) stops with this signal; the buttons' listeners go with the widget.
  const rotationScope = new AbortController();
  const { signal } = rotationScope;
  const count = slides.length;
  let current = 0;

  const rotationButton =
    options.autoPlayMs !== null ? button('vitrina-slider-rotation button is-small is-outline') : null;
  const previous = button('flickity-button flickity-prev-next-button previous', PREVIOUS);
  const next = button('flickity-button flickity-prev-next-button next', NEXT);
  previous.append(arrow(true));
  next.append(arrow(false));
  for (const control of [previous, next]) control.setAttribute('aria-controls', track.id);
  const dots = document.createElement('ol');
  dots.className = 'flickity-page-dots';
  dots.setAttribute('aria-label', SLIDES_LABEL);
  const dotButtons = slides.map((slide, index) => {
    const item = document.createElement('li');
    const dot = button('vitrina-slider-dot', goToSlide(index));
    dot.setAttribute('aria-controls', slide.id);
    listen(dot, 'click', () => show(index));
    item.append(dot);
    dots.append(item);
    return dot;
  });

  const render = () => {
    slides.forEach((slide, index) => {
      // Inline, because the theme's banner CSS sets a display that would beat the hidden attribute.
      slide.hidden = index !== current;
      slide.style.display = index === current ? '' : 'none';
      slide.classList.toggle('is-selected', index === current);
    });
    previous.disabled = !options.wrapAround && current === 0;
    next.disabled = !options.wrapAround && current === count - 1;
    dotButtons.forEach((dot, index) => {
      dot.parentElement!.className = index === current ? 'dot is-selected' : 'dot';
      if (index === current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const show = (index: number) => {
    current = index;
    render();
    rotation.moved();
  };
  const rotation = createRotation({
    region,
    track,
    signal,
    rotationButton,
    intervalMs: options.autoPlayMs,
    pauseOnHover: options.pauseOnHover,
    onTick: () => show(stepTo(current, 1, count, true)),
  });
  listen(previous, 'click', () => show(stepTo(current, -1, count, options.wrapAround)));
  listen(next, 'click', () => show(stepTo(current, 1, count, options.wrapAround)));
  if (rotationButton) {
    rotationButton.textContent ||= START_ROTATION;
    listen(rotationButton, 'click', () => rotation.toggle());
  }
  controls.append(...(rotationButton ? [rotationButton] : []), previous, next, dots);
  render();
  return () => {
    rotationScope.abort();
    controls.remove();
  };
}
