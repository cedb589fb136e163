import { createElement } from 'react';
import { readPasswordToggleTexts } from '../../../config/passwords.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { PasswordToggle } from './PasswordToggle.tsx';
import { wrapPasswordInput } from './wrap.ts';

/**
 * Show/hide toggle on a shop form's password field (spec §2.8, legacy-contracts §6). The input
 * stays the server's and posts natively; the button is a small React root beside it, inside
 * WooCommerce's `span.password-input`, where the theme positions it over the field's end.
 */
const passwordToggle: WidgetModule = {
  mount(host, context) {
    if (!(host instanceof HTMLInputElement)) return undefined;
    const wrapped = wrapPasswordInput(host);
    const container = host.ownerDocument.createElement('span');
    container.className = 'vitrina-password-toggle';
    host.after(container);
    try {
      const unmount = mountReact(container, createElement(PasswordToggle, { input: host, texts: readPasswordToggleTexts() }), context);
      return () => {
        unmount();
        wrapped.unwrap();
      };
    } catch (error) {
      container.remove();
      wrapped.unwrap();
      throw error;
    }
  },
};

export default passwordToggle;
