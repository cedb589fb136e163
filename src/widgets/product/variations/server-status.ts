import type { ApiError } from '../../../api/result.ts';
import { readNoMatchingVariationsText } from '../../../config/single-product.ts';
import { errorText } from '../../../i18n/errors.ts';
import { buttonState, findVariation, type ButtonState, type Choice, type Variation } from './model.ts';
import type { Asked } from './server-choice.ts';

export interface Resolved {
  readonly variation: Variation | null;
  readonly state: ButtonState;
  readonly text?: string;
}

const RETRY_TEXT = 'Încearcă din nou';

/** The choice is kept; the shopper reads why nothing shows and may ask again. */
function failedText(error: ApiError): string {
  return `Nu am putut afla prețul și stocul variantei alese. ${errorText(error)}`;
}

/** What the server's answer shows: the variation as a printed one would be, or why there is none. */
export function resolveAsked(asked: Asked): Resolved {
  switch (asked.kind) {
    case 'incomplete':
      return { variation: null, state: 'needs-choice' };
    case 'asking':
      return { variation: null, state: 'asking' };
    case 'found':
      return { variation: asked.variation, state: buttonState(asked.variation) };
    case 'no-match':
      return { variation: null, state: 'no-match', text: readNoMatchingVariationsText() };
    case 'failed':
      return { variation: null, state: 'failed', text: failedText(asked.error) };
  }
}

/** A choice among the printed variations. */
export function resolvePrinted(variations: readonly Variation[], choice: Choice, names: readonly string[]): Resolved {
  const variation = findVariation(variations, choice, names);
  return { variation, state: buttonState(variation) };
}

/** The "try again" button shown beside a failed request's message. */
export function createRetryButton(): HTMLButtonElement {
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button vitrina-variation-retry';
  retry.textContent = RETRY_TEXT;
  retry.style.display = 'none';
  return retry;
}
