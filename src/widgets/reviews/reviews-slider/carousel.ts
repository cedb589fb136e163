import type { Listen } from '../../../runtime/types.ts';
import { createRotation, START_ROTATION } from '../../../ui/rotation.ts';
import type { SliderDom } from './dom.ts';
import { clampPosition, inView, positionCount, stepPosition, viewAt, type SliderSettings } from './model.ts';
import { drawReadMore } from './read-more.ts';
import { listenForSwipes } from './swipe.ts';
import { DOTS_LABEL, goToPosition, NEXT, PREVIOUS } from './texts.ts';

/**
 * The window width as slick measures it for `responsive` (without the scrollbar). Reading it lays
 * the page out when the DOM has changed since the last frame: it is read before the slider's own
 * changes and on resize only, never between a write and the next paint.
 */
export function windowWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

function button(className: string, label?: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `${className} button is-small is-outline`;
  if (label) element.setAttribute('aria-label', label);
  return element;
}

function arrowButton(className: string, label: string, arrow: string, trackId: string): HTMLButtonElement {
  const element = button(className, label);
  element.setAttribute('aria-controls', trackId);
  const icon = document.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = arrow;
  element.append(icon);
  return element;
}

/** The rotation button (only when the block asked for autoplay), previous and next, in the slider's controls. */
function drawButtons(dom: SliderDom, settings: SliderSettings) {
  const buttons = document.createElement('div');
  buttons.className = 'vitrina-rs-buttons';
  const rotationButton = settings.autoplayMs !== null ? button('vitrina-rs-rotation') : null;
  const previous = arrowButton('vitrina-rs-prev', PREVIOUS, '←', dom.track.id);
  const next = arrowButton('vitrina-rs-next', NEXT, '→', dom.track.id);
  buttons.append(...(rotationButton ? [rotationButton] : []), previous, next);
  dom.controls.append(buttons);
  return { buttons, rotationButton, previous, next };
}

/** One dot per view, redrawn only when the number of views changes, shown when the block asks for dots and there is more than one. */
function dotList(dom: SliderDom, settings: SliderSettings) {
  const list = document.createElement('ol');
  list.className = 'vitrina-rs-dots';
  list.setAttribute('aria-label', DOTS_LABEL);
  let drawn = -1;
  const drawDots = (positions: number) => {
    if (drawn === positions) return;
    drawn = positions;
    list.replaceChildren(
      ...Array.from({ length: positions }, (_, index) => {
        const item = document.createElement('li');
        const dot = document.createElement('button');
        dot.type = 'button';
        dot.className = 'vitrina-rs-dot';
        dot.setAttribute('aria-controls', dom.track.id);
        dot.dataset['position'] = String(index);
        item.append(dot);
        return item;
      }),
    );
    if (settings.dots && positions > 1) dom.dots.append(list);
    else list.remove();
  };
  return {
    list,
    draw(positions: number, position: number, perView: number) {
      drawDots(positions);
      list.querySelectorAll<HTMLButtonElement>('.vitrina-rs-dot').forEach((dot, index) => {
        dot.setAttribute('aria-label', goToPosition(index, perView, dom.slides.length));
        if (index === position) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
    },
  };
}

/**
 * APG carousel over the CusRev slider cards, in plain DOM (design §8: it enhances markup the
 * server printed, so it brings no React): rotation button first (only when the block asked for
 * autoplay), previous / next, the cards, then one dot per view. Slides per view follow the block's
 * slick breakpoints; cards out of view are inert. The live region is off while rotating.
 * The rotation stops at `signal`'s abort, the listeners go through `listen` (removed at unmount),
 * the inserted nodes go with `dom.restore()`.
 */
export function drawCarousel(
  region: HTMLElement,
  dom: SliderDom,
  settings: SliderSettings,
  signal: AbortSignal,
  listen: Listen,
  widthAtMount: number,
): void {
  let width = widthAtMount;
  const { track, slides } = dom;
  const count = slides.length;
  let chosen = 0;
  let perView = 1;
  let positions = 1;

  const { buttons, rotationButton, previous, next } = drawButtons(dom, settings);
  const dots = dotList(dom, settings);

  const render = () => {
    perView = Math.min(viewAt(settings, width).slidesToShow, count);
    positions = positionCount(count, perView);
    const position = clampPosition(chosen, positions);
    chosen = position;
    track.style.setProperty('--vitrina-rs-per-view', String(perView));
    track.style.setProperty('transform', position === 0 ? '' : `translateX(${(-100 * position) / perView}%)`);
    // Cards out of view leave the tab order and the accessibility tree.
    slides.forEach((slide, index) => slide.toggleAttribute('inert', !inView(index, position, perView)));
    previous.disabled = !settings.infinite && position === 0;
    next.disabled = !settings.infinite && position === positions - 1;
    dots.draw(positions, position, perView);
  };
  const show = (position: number) => {
    chosen = position;
    render();
    rotation.moved();
  };
  const step = (by: number) => show(stepPosition(clampPosition(chosen, positions), by, positions, settings.infinite));

  const rotation = createRotation({
    region,
    track,
    signal,
    rotationButton,
    intervalMs: settings.autoplayMs,
    pauseOnHover: settings.pauseOnHover,
    onTick: () => step(1),
  });
  if (rotationButton) {
    rotationButton.textContent ||= START_ROTATION;
    listen(rotationButton, 'click', () => rotation.toggle());
  }
  listen(previous, 'click', () => step(-1));
  listen(next, 'click', () => step(1));
  listen(dots.list, 'click', (event) => {
    const dot = event.target instanceof Element ? event.target.closest<HTMLElement>('.vitrina-rs-dot') : null;
    if (dot) show(Number(dot.dataset['position']));
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (by === 0) return;
    event.preventDefault();
    step(by);
  };
  listen(buttons, 'keydown', onKeyDown);
  listen(dots.list, 'keydown', onKeyDown);
  listen(window, 'resize', () => {
    width = windowWidth();
    render();
  });
  listenForSwipes(dom.viewport, step, listen);
  dom.longTexts.forEach((text) => drawReadMore(text, listen));
  render();
}
