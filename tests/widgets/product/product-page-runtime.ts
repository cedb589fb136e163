import { startRuntime } from '../../../src/runtime/runtime.ts';
import { registry } from '../../../src/registry.ts';
import type { WidgetDefinition } from '../../../src/runtime/types.ts';
import { settle } from '../../runtime/helpers.ts';

/** Starts the real runtime on the current document with some registry rows, mounted at once. */
export async function runWidgets(names: readonly string[], html: string): Promise<MutationObserver> {
  document.body.innerHTML = html;
  const rows: WidgetDefinition[] = registry
    .filter((row) => names.includes(row.name))
    .map((row) => ({ ...row, trigger: 'now' }));
  const observer = startRuntime({ registry: rows, isEnabled: () => true });
  // The first dynamic import of a widget module takes a while under vitest's transform.
  for (let waited = 0; waited < 3000; waited += 20) {
    await settle();
    const states = [...document.querySelectorAll('[data-vitrina-state]')].map((host) =>
      host.getAttribute('data-vitrina-state'),
    );
    if (states.length > 0 && !states.includes('pending')) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return observer;
}

/** Empties the page while the runtime still watches, so every widget is unmounted, then stops it. */
export async function stopWidgets(observer: MutationObserver | undefined): Promise<void> {
  document.body.replaceChildren();
  await settle();
  observer?.disconnect();
}
