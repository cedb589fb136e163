import type { WidgetContext } from '../../../runtime/types.ts';
import { byId } from './dom.ts';
import { attachMessage } from './field-message.ts';
import { CHECKED_FIELDS, isComplete, KINDS, messageFor, type CheckedField } from './model.ts';

/**
 * CNP, CIF and trade-register checks as the shopper types (ecosystem §4), next to each field.
 * Advisory only: nothing is blocked, the form posts whatever was typed.
 */
export function watchFieldChecks(form: HTMLElement, context: WidgetContext): () => void {
  const destroyers: (() => void)[] = [];
  for (const kind of KINDS) {
    const country = byId<HTMLSelectElement>(form, `${kind}_country`);
    const checks: (() => void)[] = [];
    for (const field of CHECKED_FIELDS) {
      const input = byId<HTMLInputElement>(form, `smartbill_${kind}_${field}`);
      if (!input) continue;
      const message = attachMessage(input);
      destroyers.push(message.destroy);
      const check = (reveal = false) => message.set(messageFor(field, input.value, country?.value ?? 'RO'), reveal);
      const onInput = () => {
        // While typing, a shown message follows the value (it clears as soon as it is fixed), and a
        // value that could be complete is judged; anything shorter waits for the shopper to leave.
        if (message.text() !== '' || isComplete(field as CheckedField, input.value)) check(true);
      };
      context.listen(input, 'input', onInput);
      context.listen(input, 'change', () => check(true));
      context.listen(input, 'blur', () => check(true));
      checks.push(check);
      if (input.value.trim() !== '') check();
    }
    if (country) context.listen(country, 'change', () => checks.forEach((check) => check()));
  }
  return () => destroyers.forEach((destroy) => destroy());
}
