import type { ButtonHTMLAttributes, MouseEvent } from 'react';

interface BusyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-busy' | 'aria-disabled' | 'disabled'
> {
  readonly busy: boolean;
}

/**
 * A button that starts work and stays put while it runs (a form's submit, "show more"): while
 * busy it says so (`aria-busy`, `aria-disabled`) and ignores presses, a click and the implicit
 * submit of Enter in a field alike. It is not `disabled`, because a disabled button drops the
 * keyboard focus of the shopper who just pressed it.
 */
export function BusyButton({ busy, type = 'button', onClick, children, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (!busy) return onClick?.(event);
    event.preventDefault(); // also stops the form submission a submit button's click would start
  };
  return (
    <button {...props} type={type} aria-busy={busy || undefined} aria-disabled={busy || undefined} onClick={press}>
      {children}
    </button>
  );
}
