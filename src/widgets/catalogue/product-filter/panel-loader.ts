import type { mountPanel } from './panel-root.tsx';
import type { WidgetContext } from '../../../runtime/types.ts';
import { whenTouched } from '../../../ui/when-touched.ts';

/**
 * The React half's chunk. One that failed to arrive (offline) is asked for again on the next
 * touch, while the server's controls and the DOM logic go on working. Null once the widget goes.
 */
export async function panelOnceLoaded(
  touchTargets: readonly EventTarget[],
  context: Pick<WidgetContext, 'signal' | 'preload'>,
): Promise<typeof mountPanel | null> {
  const { signal } = context;
  for (;;) {
    try {
      context.preload('panel-root');
      return (await import('./panel-root.tsx')).mountPanel;
    } catch {
      if (signal.aborted) return null;
      await whenTouched(touchTargets, signal);
    }
  }
}
