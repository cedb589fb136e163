import type { WidgetDefinition, WidgetModule } from './types.ts';
import { withTimeout } from '../lib/with-timeout.ts';

/** Spec §9: a lazy chunk that has not arrived after 120 s is a failure. */
export const CHUNK_TIMEOUT_MS = 120_000;

const modules = new Map<string, Promise<WidgetModule>>();

/** Loads a widget's chunk once for all its hosts; a failed load may be retried by a later host. */
export function loadWidget(definition: WidgetDefinition, timeoutMs = CHUNK_TIMEOUT_MS): Promise<WidgetModule> {
  const cached = modules.get(definition.name);
  if (cached) return cached;
  const loading = withTimeout(definition.load(), timeoutMs, `chunk did not load within ${timeoutMs / 1000} s`).then(
    (chunk) => {
      if (typeof chunk.default?.mount !== 'function') throw new Error('chunk has no mount()');
      return chunk.default;
    },
  );
  modules.set(definition.name, loading);
  loading.catch(() => modules.delete(definition.name));
  return loading;
}

/** Tests load the same definition again with a fresh module. */
export function forgetLoadedWidgets(): void {
  modules.clear();
}
