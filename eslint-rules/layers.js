// The layers of src/ and which may import which (docs/architecture.md explains the order). Read by
// the `layers` and `no-cycle` rules in design.js.
import path from 'node:path';

/**
 * Lowest first: a module imports its own layer and the layers before it, never one after it.
 * lib: pure helpers. config: the only reader of page globals. api: the only code that talks to the
 * server. i18n: texts, including the messages for api's errors. ui: shared UI, no state, no api
 * calls. legacy: the jQuery / CF7 bridges, which state's actions emit through. state: signals and
 * actions. vitals: the Web Vitals reporter, a chunk of its own that reads consent from state.
 * widgets: one folder each, on top of everything.
 */
const LAYERS = ['lib', 'config', 'api', 'i18n', 'ui', 'legacy', 'state', 'vitals', 'widgets'];

/**
 * The runtime is the entry's own code and stands apart from the chain: it imports lib/ only (so
 * the entry never drags a shared layer in), and only ui/ and widgets/ import it (the widget
 * context's types, the mount helpers).
 */
const RUNTIME = { name: 'runtime', imports: ['lib'], importedBy: ['ui', 'widgets'] };

/** Files right under src/ (main.ts, registry.ts, plugins.ts): the entry and its lists, above every layer. */
const ROOT = '(root)';

const SRC = `${path.sep}src${path.sep}`;

/** The layer of a file under src/ (`api`, `widgets`, …, or ROOT), or null for a file outside src/. */
export function layerOf(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const parts = file.slice(at + SRC.length).split(path.sep);
  return parts.length === 1 ? ROOT : parts[0];
}

/** Why `from` may not import `to` (both layers), or null when it may. */
export function layerViolation(from, to) {
  if (from === to || from === ROOT) return null;
  if (to === ROOT)
    return `src/${from}/ imports the entry's own files (main, registry, plugins), which sit above every layer`;
  if (from === RUNTIME.name) return RUNTIME.imports.includes(to) ? null : `the runtime imports lib/ only, not ${to}/`;
  if (to === RUNTIME.name)
    return RUNTIME.importedBy.includes(from)
      ? null
      : `only ${RUNTIME.importedBy.join('/ and ')}/ import the runtime, not ${from}/`;
  const fromRank = LAYERS.indexOf(from);
  const toRank = LAYERS.indexOf(to);
  if (fromRank < 0)
    return `src/${from}/ is not a known layer: place it in eslint-rules/layers.js and docs/architecture.md`;
  if (toRank < 0) return `src/${to}/ is not a known layer: place it in eslint-rules/layers.js and docs/architecture.md`;
  return toRank > fromRank ? `${from}/ sits below ${to}/ and may not import it` : null;
}
