import { readPasswordToggleTexts } from '../shared/config/passwords.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { drawPasswordToggle } from './toggle.ts';
import { wrapPasswordInput } from './wrap.ts';

/**
 * Show/hide toggle on a shop form's password field (spec §2.8, legacy-contracts §6). The input
 * stays the server's and posts natively; the button is drawn with DOM code (no React: it only
 * enhances the server's field, design §8) beside it, inside WooCommerce's `span.password-input`,
 * where the theme positions it over the field's end.
 */
const passwordToggle: WidgetModule = {
  mount(host, context) {
    if (!(host instanceof HTMLInputElement)) return undefined;
    const wrapped = wrapPasswordInput(host);
    const container = host.ownerDocument.createElement('span');
    container.className = 'vitrina-password-toggle';
    host.after(container);
    const hide = drawPasswordToggle(container, host, readPasswordToggleTexts(), context);
    return () => {
      hide();
      container.remove();
      wrapped.unwrap();
    };
  },
};

export default passwordToggle;
