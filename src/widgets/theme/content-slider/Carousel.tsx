import { useEffect, useRef, useState } from 'react';
import { START_ROTATION, STOP_ROTATION, useRotation } from '../../../ui/use-rotation.ts';
import type { SliderOptions } from './model.ts';
import { stepTo } from './model.ts';
import { goToSlide, NEXT, PREVIOUS, SLIDES_LABEL } from './texts.ts';

interface CarouselProps {
  /** The `.slider-wrapper`: the carousel region holding the controls and the slides. */
  readonly region: HTMLElement;
  /** The `.slider` element holding the slides (the live region). */
  readonly track: HTMLElement;
  readonly slides: readonly HTMLElement[];
  readonly options: SliderOptions;
}

function Arrow({ back }: { back: boolean }) {
  return (
    <svg className="flickity-button-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path d="M 10,50 L 60,100 L 70,90 L 30,50 L 70,10 L 60,0 Z" className="arrow" transform={back ? undefined : 'translate(100, 100) rotate(180)'} />
    </svg>
  );
}

/**
 * APG carousel with basic controls over Flatsome's slider markup: a rotation button (first, as the
 * pattern asks), previous / next buttons and one button per slide. Only the current slide is shown;
 * rotation pauses while the pointer is over the slider and stops for good once keyboard focus
 * enters it, until the shopper starts it again.
 */
export function Carousel({ region, track, slides, options }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const count = slides.length;
  // With reduced motion nothing rotates until the shopper starts it (the shared rotation rule).
  const { rotating, toggle } = useRotation({
    region,
    intervalMs: options.autoPlayMs,
    pauseOnHover: options.pauseOnHover,
    rotationButton,
    onTick: () => setCurrent((index) => stepTo(index, 1, count, true)),
    moveKey: current,
    track,
  });

  useEffect(() => {
    slides.forEach((slide, index) => {
      // Inline, because the theme's banner CSS sets a display that would beat the hidden attribute.
      slide.hidden = index !== current;
      slide.style.display = index === current ? '' : 'none';
      slide.classList.toggle('is-selected', index === current);
    });
  }, [slides, current]);

  const step = (by: number) => setCurrent((index) => stepTo(index, by, count, options.wrapAround));
  const atStart = !options.wrapAround && current === 0;
  const atEnd = !options.wrapAround && current === count - 1;

  return (
    <>
      {options.autoPlayMs !== null && (
        <button type="button" ref={rotationButton} className="vitrina-slider-rotation button is-small is-outline" onClick={toggle}>
          {rotating ? STOP_ROTATION : START_ROTATION}
        </button>
      )}
      <button type="button" className="flickity-button flickity-prev-next-button previous" aria-label={PREVIOUS} aria-controls={track.id} disabled={atStart} onClick={() => step(-1)}>
        <Arrow back />
      </button>
      <button type="button" className="flickity-button flickity-prev-next-button next" aria-label={NEXT} aria-controls={track.id} disabled={atEnd} onClick={() => step(1)}>
        <Arrow back={false} />
      </button>
      <ol className="flickity-page-dots" aria-label={SLIDES_LABEL}>
        {slides.map((slide, index) => (
          <li key={index} className={index === current ? 'dot is-selected' : 'dot'}>
            <button type="button" className="vitrina-slider-dot" aria-label={goToSlide(index)} aria-controls={slide.id} aria-current={index === current ? 'true' : undefined} onClick={() => setCurrent(index)} />
          </li>
        ))}
      </ol>
    </>
  );
}
