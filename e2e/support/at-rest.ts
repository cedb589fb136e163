import { expect, type Page } from '@playwright/test';

/**
 * Finite animations still running anywhere in the page (CSS transitions and animations, Web
 * Animations), named for the failure output. Infinite ones (spinners) never end and are left alone.
 */
function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter(
      (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
    )
    .map((animation) => {
      const name =
        animation instanceof CSSTransition
          ? `transition of ${animation.transitionProperty}`
          : animation instanceof CSSAnimation
            ? `animation ${animation.animationName}`
            : `animation ${animation.id}`;
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return `${name} on ${target ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}` : '?'}`;
    });
}

/**
 * Waits until no finite animation runs in the page: a check that reads what is drawn (axe, the layout
 * check) judges the page the shopper is left with, not a box halfway through sliding or fading in.
 */
export async function pageAtRest(page: Page, before: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(runningAnimations), {
      message: `animations still running before ${before}`,
      intervals: [50],
    })
    .toEqual([]);
}
