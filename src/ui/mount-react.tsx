import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Unmount, WidgetContext } from '../runtime/types.ts';

interface BoundaryProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** Renders nothing once a widget has thrown, so the server HTML around it stays as it was. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a widget's React tree into `container` (which the widget inserted, or owns whole).
 * The first render is synchronous so that a throw fails the mount (the runtime marks the host
 * `error` and reports it); a later throw is reported and the root removed. The container is
 * marked so the runtime does not scan inside React-owned DOM.
 */
export function mountReact(
  container: HTMLElement,
  node: ReactNode,
  context: Pick<WidgetContext, 'name' | 'report'>,
  { removeContainer = true } = {},
): Unmount {
  container.setAttribute('data-vitrina-root', context.name);
  let firstError: unknown = null;
  let mounted = true;
  const root = createRoot(container);
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    queueMicrotask(() => root.unmount());
    if (removeContainer) container.remove();
    else container.removeAttribute('data-vitrina-root');
  };
  const onError = (error: unknown) => {
    if (firstError === null && !rendered) firstError = error ?? new Error('render failed');
    else {
      context.report(error);
      unmount();
    }
  };
  let rendered = false;
  flushSync(() => root.render(<WidgetBoundary onError={onError}>{node}</WidgetBoundary>));
  rendered = true;
  if (firstError !== null) {
    root.unmount();
    if (removeContainer) container.remove();
    throw firstError instanceof Error ? firstError : new Error(String(firstError));
  }
  return unmount;
}
