import type { WidgetModule } from '../../../runtime/types.ts';
import { canStep, raiseToMin, stepQuantity, type QuantityAttributes } from './model.ts';

/**
 * Plus and minus around `input.qty` (spec §5.7), on the product page and the cart. Flatsome prints
 * `<input type=button>` look-alikes; they are swapped for real buttons with Romanian labels (and
 * put back on unmount). The value change fires `input` and `change` like typing does, so the
 * cart form and the discount widget hear it without knowing this widget.
 */
const LABELS = { minus: 'Scade cantitatea', plus: 'Crește cantitatea' } as const;

function attributesOf(input: HTMLInputElement): QuantityAttributes {
  return {
    value: input.value,
    min: input.getAttribute('min') ?? '',
    max: input.getAttribute('max') ?? '',
    step: input.getAttribute('step') ?? '',
  };
}

function createButton(direction: 'minus' | 'plus', input: HTMLInputElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${direction} button is-form ux-quantity__button ux-quantity__button--${direction}`;
  button.textContent = direction === 'minus' ? '-' : '+';
  button.setAttribute('aria-label', LABELS[direction]);
  if (input.id) button.setAttribute('aria-controls', input.id);
  return button;
}

const quantity: WidgetModule = {
  mount(host, context) {
    const input = host.querySelector<HTMLInputElement>('input.qty');
    if (!input || input.type === 'hidden') return undefined;
    const replaced = [...host.querySelectorAll<HTMLElement>('input.minus, input.plus')];
    const placeholders = replaced.map((element) => {
      const mark = document.createComment('vitrina-quantity');
      element.replaceWith(mark);
      return { element, mark };
    });
    const minus = createButton('minus', input);
    const plus = createButton('plus', input);
    input.before(minus);
    input.after(plus);
    host.classList.add('buttons_added');

    const refresh = () => {
      minus.setAttribute('aria-disabled', String(!canStep(attributesOf(input), 'minus')));
      plus.setAttribute('aria-disabled', String(!canStep(attributesOf(input), 'plus')));
    };
    const press = (direction: 'minus' | 'plus') => () => {
      if (input.disabled || input.readOnly) return;
      const next = stepQuantity(attributesOf(input), direction);
      if (next === input.value) return;
      input.value = next;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const onMinus = press('minus');
    const onPlus = press('plus');
    const inCart = host.closest('.product-quantity') !== null;
    const onChange = () => {
      if (!inCart) {
        const raised = raiseToMin(attributesOf(input));
        if (raised !== null) input.value = raised;
      }
      refresh();
    };
    context.listen(minus, 'click', onMinus);
    context.listen(plus, 'click', onPlus);
    context.listen(input, 'change', onChange);
    context.listen(input, 'input', refresh);
    refresh();

    return () => {
      minus.remove();
      plus.remove();
      for (const { element, mark } of placeholders) mark.replaceWith(element);
    };
  },
};

export default quantity;
