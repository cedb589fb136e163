import { afterPress } from '../../../lib/after-press.ts';

/**
 * React takes over the chips the DOM drew (ui/filter-chips-dom.ts): the same markup drawn again in
 * the same frame, so nothing moves; a chip the shopper had focused (Tab into the panel is what
 * brings React) is focused again in what React drew, so the focus never falls to <body>. A press
 * on a chip that brought React is let end first: a link removed under a held button gets no click
 * (lib/after-press.ts), and the shopper's removal of that filter would be lost.
 */
export async function handOverChips(panel: HTMLElement | null, mount: () => void, signal: AbortSignal): Promise<void> {
  if (panel) await afterPress(panel, 'a');
  if (signal.aborted) return;
  const active = document.activeElement;
  const focused = panel && active instanceof HTMLAnchorElement && panel.contains(active) ? active : null;
  let selector: string | null = null;
  if (focused?.classList.contains('woof_reset_button_2')) selector = 'a.woof_reset_button_2';
  else if (focused)
    selector = `a[data-tax="${CSS.escape(focused.dataset.tax ?? '')}"]${focused.dataset.slug ? `[data-slug="${CSS.escape(focused.dataset.slug)}"]` : ''}`;
  panel?.replaceChildren();
  mount();
  if (selector) panel?.querySelector<HTMLElement>(selector)?.focus();
}
