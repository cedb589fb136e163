import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/** Renders synchronously into a fresh container; `act`-free because every update is flushed. */
export function render(node: ReactNode): {
  container: HTMLElement;
  root: Root;
  rerender(next: ReactNode): void;
  unmount(): void;
} {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return {
    container,
    root,
    rerender: (next) => flushSync(() => root.render(next)),
    unmount: () => {
      flushSync(() => root.unmount());
      container.remove();
    },
  };
}

export function key(target: Element, keyName: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init });
  flushSync(() => target.dispatchEvent(event));
  return event;
}
