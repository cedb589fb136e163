import type { WidgetContext } from '../../../runtime/types.ts';
import { byId, setShown } from './dom.ts';

/**
 * Checkboxes that reveal a block (spec §2.7): company details, and "create an account?" which
 * reveals the password field (checkout.js's `div.create-account`). The block stays in the form,
 * so its fields post as before.
 */
export function watchReveals(form: HTMLElement, context: WidgetContext): () => void {
  const pairs: [HTMLInputElement | null, HTMLElement | null][] = [
    [byId<HTMLInputElement>(form, 'billing_company_details'), byId(form, 'billing_company_details_block')],
    [
      form.querySelector<HTMLInputElement>('input#createaccount'),
      form.querySelector<HTMLElement>('div.create-account'),
    ],
  ];
  const restore: (() => void)[] = [];
  for (const [checkbox, block] of pairs) {
    if (!checkbox || !block) continue;
    const apply = () => setShown(block, checkbox.checked);
    apply();
    context.listen(checkbox, 'change', apply);
    restore.push(() => setShown(block, true));
  }
  return () => restore.forEach((undo) => undo());
}
