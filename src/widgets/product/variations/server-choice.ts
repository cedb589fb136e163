import { getVariation } from './api/get-variation.ts';
import type { ApiError } from '../../../api/result.ts';
import type { Choice, Variation } from './model.ts';

/** What the server said about the current choice (forms printed with `data-product_variations="false"`). */
export type Asked =
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'asking' }
  | { readonly kind: 'found'; readonly variation: Variation }
  | { readonly kind: 'no-match' }
  | { readonly kind: 'failed'; readonly error: ApiError };

export interface ServerChoice {
  /** The answer for this choice: asks the server when the complete choice is new. */
  lookup(choice: Choice, names: readonly string[]): Asked;
  /** Forgets a failed answer, so the next lookup asks again. */
  retry(): void;
  stop(): void;
}

/**
 * One request at a time, as add-to-cart-variation.js (it aborts the previous XHR): a newer choice
 * cancels the older request, so an old answer never lands on a new choice. Answers are kept per
 * choice, so choosing a combination again shows it without asking (the script asks again).
 */
export function serverChoice(productId: number, answered: () => void, report: (error: unknown) => void): ServerChoice {
  const known = new Map<string, Asked>();
  let pending: { key: string; controller: AbortController } | null = null;
  let lastKey = '';

  const cancel = () => {
    pending?.controller.abort();
    pending = null;
  };

  const ask = (key: string, choice: Choice) => {
    cancel();
    const controller = new AbortController();
    pending = { key, controller };
    known.set(key, { kind: 'asking' });
    getVariation(productId, choice, { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted || pending?.key !== key) return;
        pending = null;
        if (!result.ok) known.set(key, { kind: 'failed', error: result.error });
        else
          known.set(
            key,
            result.value.found ? { kind: 'found', variation: result.value.variation } : { kind: 'no-match' },
          );
        answered();
      })
      .catch(report);
  };

  return {
    lookup(choice, names) {
      if (names.some((name) => !choice[name])) {
        cancel();
        lastKey = '';
        return { kind: 'incomplete' };
      }
      const key = JSON.stringify(names.map((name) => choice[name]));
      lastKey = key;
      const seen = known.get(key);
      if (seen && seen.kind !== 'asking') {
        if (pending && pending.key !== key) cancel();
        return seen;
      }
      if (pending?.key !== key) ask(key, choice);
      return { kind: 'asking' };
    },
    retry() {
      if (known.get(lastKey)?.kind === 'failed') known.delete(lastKey);
    },
    stop: cancel,
  };
}
