import { ensureUiStyles } from './styles.ts';
import { VisuallyHidden } from './visually-hidden/VisuallyHidden.tsx';

/** The loading indicator; its label is read by screen readers, the wheel is decoration. */
export function Spinner({ label = 'Se încarcă…' }: { readonly label?: string }) {
  ensureUiStyles();
  return (
    <span className="vitrina-spinner-wrap">
      <span className="vitrina-spinner loading-spin" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
