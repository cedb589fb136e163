import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { START_ROTATION, STOP_ROTATION, useRotation } from '../../../ui/use-rotation.ts';
import type { SliderDom } from './dom.ts';
import { clampPosition, inView, positionCount, stepPosition, viewAt, type SliderSettings } from './model.ts';
import { ReadMore } from './ReadMore.tsx';
import { DOTS_LABEL, goToPosition, NEXT, PREVIOUS } from './texts.ts';
import { useSwipe } from './use-swipe.ts';
import { useWindowWidth } from './use-window-width.ts';

interface Props {
  readonly region: HTMLElement;
  readonly dom: SliderDom;
  readonly settings: SliderSettings;
}

/**
 * APG carousel over the CusRev slider cards: rotation button first (only when the block asked
 * for autoplay), previous / next, the cards, then one dot per view. Slides per view follow the
 * block's slick breakpoints; cards out of view are inert. The live region is off while rotating.
 */
export function ReviewsCarousel({ region, dom, settings }: Props) {
  const { track, slides, longTexts } = dom;
  const count = slides.length;
  const perView = Math.min(viewAt(settings, useWindowWidth()).slidesToShow, count);
  const positions = positionCount(count, perView);
  const [chosen, setChosen] = useState(0);
  const position = clampPosition(chosen, positions);
  const rotationButton = useRef<HTMLButtonElement>(null);

  const step = (by: number) => setChosen((current) => stepPosition(clampPosition(current, positions), by, positions, settings.infinite));
  const { rotating, toggle } = useRotation({ region, intervalMs: settings.autoplayMs, pauseOnHover: settings.pauseOnHover, rotationButton, onTick: () => step(1), moveKey: position, track });
  useSwipe(dom.viewport, step);

  useLayoutEffect(() => {
    track.style.setProperty('--vitrina-rs-per-view', String(perView));
    track.style.setProperty('transform', position === 0 ? '' : `translateX(${(-100 * position) / perView}%)`);
    // Cards out of view leave the tab order and the accessibility tree.
    slides.forEach((slide, index) => slide.toggleAttribute('inert', !inView(index, position, perView)));
  }, [track, slides, position, perView]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (by === 0) return;
    event.preventDefault();
    step(by);
  };
  const atStart = !settings.infinite && position === 0;
  const atEnd = !settings.infinite && position === positions - 1;

  return (
    <>
      <div className="vitrina-rs-buttons" onKeyDown={onKeyDown}>
        {settings.autoplayMs !== null && (
          <button type="button" ref={rotationButton} className="vitrina-rs-rotation button is-small is-outline" onClick={toggle}>
            {rotating ? STOP_ROTATION : START_ROTATION}
          </button>
        )}
        <button type="button" className="vitrina-rs-prev button is-small is-outline" aria-label={PREVIOUS} aria-controls={track.id} disabled={atStart} onClick={() => step(-1)}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className="vitrina-rs-next button is-small is-outline" aria-label={NEXT} aria-controls={track.id} disabled={atEnd} onClick={() => step(1)}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      {settings.dots && positions > 1 &&
        createPortal(
          <ol className="vitrina-rs-dots" aria-label={DOTS_LABEL} onKeyDown={onKeyDown}>
            {Array.from({ length: positions }, (_, index) => (
              <li key={index}>
                <button type="button" className="vitrina-rs-dot" aria-label={goToPosition(index, perView, count)} aria-controls={track.id} aria-current={index === position ? 'true' : undefined} onClick={() => setChosen(index)} />
              </li>
            ))}
          </ol>,
          dom.dots,
        )}
      {longTexts.map((text, index) => createPortal(<ReadMore text={text} />, text.toggleHost, `more-${index}`))}
    </>
  );
}
