import { createLiveRegion, markLiveRegion } from '../../../ui/live-region/live-region.ts';
import { hideVisually } from '../../../ui/visually-hidden/visually-hidden.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { lightSwatches, type LightSwatches } from './swatches-light.ts';
import { isOptionAvailable, type Choice, type Variation } from './model.ts';
import { serverChoice, type ServerChoice } from './server-choice.ts';
import { createRetryButton } from './server-status.ts';

let hintCount = 0;

/** One mounted variations form: the elements the choice rewrites, and the variation shown. */
export interface VariationsSession {
  readonly form: HTMLFormElement;
  readonly productId: number;
  /** The printed variations; null when each complete choice is asked of the server. */
  readonly all: Variation[] | null;
  readonly server: ServerChoice | null;
  readonly selects: readonly HTMLSelectElement[];
  readonly names: readonly string[];
  readonly single: HTMLElement | null;
  /** Puts back the attributes the live region took from the single variation block. */
  readonly unmarkSingle: (() => void) | undefined;
  readonly button: HTMLButtonElement | null;
  readonly variationInput: HTMLInputElement | null;
  readonly reset: HTMLElement | null;
  readonly originalLimits: { readonly min: string | null; readonly max: string | null };
  readonly scope: ParentNode;
  /** Why the button is disabled, or what it will add: its description. */
  readonly hint: HTMLElement;
  readonly retry: HTMLButtonElement | null;
  readonly swatches: LightSwatches;
  /** Undefined before the first update; null while no variation matches. */
  shown: Variation | null | undefined;
}

export function attributeNameOf(select: HTMLSelectElement): string {
  return select.dataset.attribute_name ?? select.name;
}

export function currentChoice(session: VariationsSession): Choice {
  return Object.fromEntries(session.selects.map((select) => [attributeNameOf(select), select.value]));
}

export function canChoose(session: VariationsSession, current: Choice, name: string, value: string): boolean {
  return !session.all || isOptionAvailable(session.all, current, name, value);
}

export function swatchesMayDeselect(form: HTMLFormElement): boolean {
  return form.dataset.vitrinaSwatchDeselect !== 'off';
}

/**
 * The hint after the button. Until the shopper acts it is read (the button's description) but
 * takes no room, so mounting shifts nothing; after a choice or a blocked submit it shows (a shift
 * right after input does not count as layout shift).
 */
function createHint(after: Element): HTMLElement {
  const hint = createLiveRegion('p');
  hint.className = 'vitrina-variation-hint';
  hint.id = `vitrina-variation-hint-${(hintCount += 1)}`;
  hideVisually(hint);
  after.after(hint);
  return hint;
}

export function revealHint(session: VariationsSession): void {
  session.hint.style.cssText = '';
}

/** Reads the form and adds the hint (and the retry button when the server is asked). `answered`: a server answer came. */
export function createSession(
  form: HTMLFormElement,
  productId: number,
  all: Variation[] | null,
  context: WidgetContext,
  answered: () => void,
): VariationsSession {
  // Too many variations to print: each complete choice is asked of the server, and no option can
  // be known unavailable beforehand (WooCommerce disables none either).
  const server = all ? null : serverChoice(productId, answered, context.report);
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
  const single = form.querySelector<HTMLElement>('.single_variation');
  // The price, stock and description block the choice rewrites is read when it changes.
  const unmarkSingle = single ? markLiveRegion(single) : undefined;
  const button = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button');
  const quantity = form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
  const hint = createHint(button ?? form);
  const retry = server ? createRetryButton() : null;
  if (retry) hint.after(retry);
  const selectFor = (attribute: string) => selects.find((select) => attributeNameOf(select) === attribute);
  return {
    form,
    productId,
    all,
    server,
    selects,
    single,
    unmarkSingle,
    button,
    hint,
    retry,
    names: selects.map(attributeNameOf),
    variationInput: form.querySelector<HTMLInputElement>('input[name="variation_id"]'),
    reset: form.querySelector<HTMLElement>('.reset_variations'),
    originalLimits: { min: quantity?.getAttribute('min') ?? null, max: quantity?.getAttribute('max') ?? null },
    scope: form.closest('.product') ?? document,
    swatches: lightSwatches(form, selectFor, () => swatchesMayDeselect(form), context.listen),
    shown: undefined,
  };
}
