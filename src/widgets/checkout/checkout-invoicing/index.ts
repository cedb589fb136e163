import type { WidgetModule } from '../../../runtime/types.ts';
import { watchFieldDescriptions } from './field-descriptions.ts';
import { watchBucharestCity } from './bucharest.ts';
import { watchFieldChecks } from './field-checks.ts';
import { watchInlineValidation } from './inline-validation.ts';
import { watchInvoicingType } from './invoicing-type.ts';
import { watchReveals } from './reveals.ts';
import { watchShipToDifferent } from './ship-to-different.ts';

/**
 * The checkout's Romanian invoicing fields (spec §2.7, §4.3, §5.6) on `form.checkout`. It enhances
 * the server markup: every field stays in the form and posts natively; the widget shows and hides
 * rows, copies billing's company data to shipping, adds advisory CNP / CIF / reg. com. checks, and
 * marks required, e-mail and phone rows valid or invalid as checkout.js did, and slides
 * field descriptions open as woocommerce.js did.
 */
const checkoutInvoicing: WidgetModule = {
  mount(form, context) {
    const undo = [
      watchInvoicingType(form, context),
      watchShipToDifferent(form, context),
      watchReveals(form, context),
      watchFieldChecks(form, context),
      watchBucharestCity(form, context),
      watchInlineValidation(form, context),
      watchFieldDescriptions(form, context.listen),
    ];
    return () => undo.reverse().forEach((step) => step());
  },
};

export default checkoutInvoicing;
