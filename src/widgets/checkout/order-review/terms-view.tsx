import type { ReadonlySignal } from '@preact/signals-core';
import { createElement } from 'react';
import type { Unmount, WidgetContext } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { TermsDialog } from './TermsDialog.tsx';

/** The lazily loaded half of the terms link (terms.ts): React and the shared Dialog, fetched on the first press. */
export function showTerms(
  container: HTMLElement,
  html: ReadonlySignal<string | null>,
  onClose: () => void,
  context: WidgetContext,
): Unmount {
  return mountReact(container, createElement(TermsDialog, { html, onClose }), context);
}
