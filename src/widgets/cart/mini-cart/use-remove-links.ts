import { useEffect } from 'react';
import type { Listen, Run } from '../../../runtime/types.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { REMOVE_SELECTOR, removeItem } from './remove.ts';

/**
 * The remove links of the server's mini-cart list: removed without a reload (the list is replaced
 * under them, so the listener sits on the box), with Space as well as Enter.
 */
export function useRemoveLinks(box: HTMLElement, panel: HTMLElement | null, listen: Listen, run: Run): void {
  useEffect(() => {
    const linkOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(REMOVE_SELECTOR) : null;
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link || !box.contains(link)) return;
      const hadFocus = box.contains(document.activeElement);
      if (removeItem(link, (removed) => removed && hadFocus && refocus(box, panel), run)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const link = linkOf(event);
      if (link && pressesButton(event, link)) link.click();
    };
    const effect = new AbortController();
    listen(box, 'click', onClick, { signal: effect.signal });
    listen(box, 'keydown', onKeyDown, { signal: effect.signal });
    return () => effect.abort();
  }, [box, panel, listen, run]);
}

/** The removed row took the focus with it; it goes to the next remove link, or to the cart box. */
function refocus(box: HTMLElement, panel: HTMLElement | null): void {
  if (box.contains(document.activeElement)) return;
  const next = box.querySelector<HTMLElement>(`${REMOVE_SELECTOR}, a[href]`);
  if (next) next.focus();
  else if (panel) panel.focus();
}
