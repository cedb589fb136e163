import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden.ts';

export function VisuallyHidden({ children, id }: { readonly children: ReactNode; readonly id?: string }) {
  return (
    <span className="screen-reader-text" style={VISUALLY_HIDDEN} id={id}>
      {children}
    </span>
  );
}
