import type { Listen } from '../../../runtime/types.ts';
import { createLiveRegion } from '../../../ui/live-region/live-region.ts';
import { TEXTS } from './texts.ts';

export interface ListStatus {
  /** Shows the failure with a retry of the same query, or clears the line with `''`. */
  show(error: string, retry?: () => void): void;
  remove(): void;
}

/**
 * A review list's error line with a retry button, above the list; empty (and taking no room) while
 * all is well. Plain DOM: a list that asks the server nothing else of React would fetch React for
 * this one sentence, on the shopper's first touch of the list.
 */
export function listStatus(list: HTMLElement, listen: Listen): ListStatus {
  const box = document.createElement('div');
  box.className = 'cr-reviews-status';
  const line = createLiveRegion('p', 'assertive');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button is-outline is-small cr-reviews-retry';
  button.textContent = TEXTS.retry;
  let retry: (() => void) | undefined;
  listen(button, 'click', () => retry?.());
  box.append(line);
  list.before(box);
  return {
    show(error, again) {
      line.textContent = error;
      line.classList.toggle('cr-reviews-error', error !== '');
      if (!line.classList.length) line.removeAttribute('class');
      retry = error ? again : undefined;
      if (retry) box.append(button);
      else button.remove();
    },
    remove: () => box.remove(),
  };
}
