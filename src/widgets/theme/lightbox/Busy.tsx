import type { ReactNode } from 'react';
import { Spinner } from '../../../ui/Spinner.tsx';

interface BusyProps {
  readonly busy: boolean;
  readonly label?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A region that is being refreshed: `aria-busy` tells assistive technology to wait for the new
 * content, and the spinner is laid over the old content (absolutely positioned) so showing it never
 * moves anything.
 */
export function Busy({ busy, label, className, children }: BusyProps) {
  return (
    <div className={['vitrina-busy', className].filter(Boolean).join(' ')} aria-busy={busy}>
      {children}
      {busy && (
        <div className="vitrina-busy-overlay">
          <Spinner label={label} />
        </div>
      )}
    </div>
  );
}
