/** Whether a widget's host still waits for its chunk: the runtime writes its state on the host. */
export function isPending(host: Element | null | undefined): boolean {
  return host?.getAttribute('data-vitrina-state') === 'pending';
}

/** What a key on the header cart link does before the header's script is there, as it does after (header-nav cart-dropdown.ts). */
export function dropdownKey(key: string, onLink: boolean, open: boolean): 'open' | 'enter' | 'close' | null {
  if (key === 'Escape') return open ? 'close' : null;
  if (!onLink) return null;
  if (key === ' ') return 'open';
  if (key === 'ArrowDown') return 'enter';
  return null;
}
