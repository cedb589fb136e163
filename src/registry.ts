import type { WidgetDefinition } from './runtime/types.ts';

/**
 * The one list of widgets. The runtime knows widgets only through these rows; each `load` is a
 * dynamic import, so every widget becomes its own lazy chunk. Keep rows sorted by name.
 */
export const registry: readonly WidgetDefinition[] = [
];
