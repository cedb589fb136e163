import { createContext } from '../../../src/runtime/context.ts';
import type { WidgetModule } from '../../../src/runtime/types.ts';

/**
 * Mounts a widget hosted on `body` with the runtime's own context. The runtime unmounts a widget when
 * its host leaves the document, which `body` never does, so a test that went through startRuntime
 * would leave this widget's listeners to the next test; here the returned stop releases them.
 */
export async function mountOnBody(name: string, module: WidgetModule, html: string): Promise<() => void> {
  document.body.innerHTML = html;
  const context = createContext(name, document.body);
  const unmount = await module.mount(document.body, context);
  return () => {
    unmount?.();
    context.dispose();
    document.body.replaceChildren();
  };
}
