import type { Plugin, Rolldown } from 'vite';

/**
 * A widget's chunk imports the chunks it shares with others (React, `mount-react`, `shared-api`…),
 * and those import more: fetched the browser's way, one level only after the one before has been
 * parsed, the first touch of a React widget waits for three fetches in a row (issue 25). This
 * plugin writes, for each chunk fetched on a touch, every chunk it needs that the entry has not
 * already loaded, so src/runtime/preload.ts asks for them all at once with the chunk.
 *
 * The table takes the place of the sentinel string in src/runtime/preload-table.ts, as a JSON string:
 * `{ files: [...], widgets: { key: [index, …] } }`, files as `chunks/<file>.js` names them. It is
 * written while the chunks are rendered, with the bundler's hash placeholders, which the bundler
 * then replaces with the final names as it does for import paths.
 */
const SENTINEL = '__VITRINA_CHUNK_DEPS__';
const SENTINEL_LITERAL = new RegExp(`(["'\`])${SENTINEL}\\1`);
/**
 * `src/widgets/<area>/<name>/<file>`: a widget's chunk (index: keyed by its registry name) or one of
 * its lazy halves (keyed `<name>/<file>`, the React half a widget fetches on its first touch).
 */
const WIDGET_CHUNK = /\/src\/widgets\/[^/]+\/([^/]+)\/([^/.]+)\.tsx?$/;

/** The key src/runtime/preload.ts looks a chunk up by, or undefined for a chunk that is no widget's. */
export function chunkKey(facadeModuleId: string | null): string | undefined {
  const [, name, file] = WIDGET_CHUNK.exec(facadeModuleId ?? '') ?? [];
  if (!name || !file) return undefined;
  return file === 'index' ? name : `${name}/${file}`;
}

export interface ChunkDepsTable {
  readonly files: readonly string[];
  readonly widgets: Readonly<Record<string, readonly number[]>>;
}

type ChunkGraph = Readonly<
  Record<string, Pick<Rolldown.RenderedChunk, 'imports' | 'facadeModuleId' | 'isDynamicEntry' | 'name'>>
>;

/** Every chunk `start` imports statically, directly or not (not `start` itself). */
export function staticClosure(graph: ChunkGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const imported of graph[file]?.imports ?? []) {
      if (seen.has(imported) || imported === start) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(start);
  return seen;
}

/**
 * The table for `entry`: for each chunk `wanted` keeps, what it needs beyond what the entry has
 * already loaded — when that is a waterfall (a chunk it needs needs another).
 */
export function chunkDepsTable(
  graph: ChunkGraph,
  entry: string,
  wanted: (key: string, needsReact: boolean) => boolean,
): ChunkDepsTable {
  const loaded = staticClosure(graph, entry);
  const files: string[] = [];
  const widgets: Record<string, number[]> = {};
  const indexOf = (file: string) => {
    const known = files.indexOf(file);
    return known >= 0 ? known : files.push(file) - 1;
  };
  const notLoaded = (file: string) => file !== entry && !loaded.has(file);
  for (const [file, chunk] of Object.entries(graph)) {
    const key = chunk.isDynamicEntry ? chunkKey(chunk.facadeModuleId) : undefined;
    if (!key) continue;
    const needed = [...staticClosure(graph, file)].filter(notLoaded);
    const needsReact = needed.some((dep) => graph[dep]?.name === 'react');
    if (!wanted(key, needsReact)) continue;
    // One level is no waterfall: the chunk's own imports start as soon as it is parsed.
    if (needed.some((dep) => (graph[dep]?.imports ?? []).some(notLoaded))) widgets[key] = needed.sort().map(indexOf);
  }
  return { files, widgets };
}

/** The table names chunks without the folder and extension every chunk shares. */
const CHUNK_FILE = /^chunks\/(.+)\.js$/;

/**
 * Which chunks get a line (each costs the table's chunk bytes): the widgets fetched on a touch
 * (`intent` rows of the registry), and the React halves widgets fetch on theirs.
 */
export function touchPreloads(intentWidgets: ReadonlySet<string>): Plugin {
  const wanted = (key: string, needsReact: boolean) => intentWidgets.has(key) || (key.includes('/') && needsReact);
  return {
    name: 'vitrina:touch-preloads',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!SENTINEL_LITERAL.test(code)) return null;
      const entry = Object.values(meta.chunks).find((candidate) => candidate.isEntry);
      if (!entry) this.error('touch-preloads: no entry chunk');
      const table = chunkDepsTable(meta.chunks, entry.fileName, wanted);
      const files = table.files.map((file) => {
        const short = CHUNK_FILE.exec(file)?.[1];
        if (!short) this.error(`touch-preloads: ${file} is not under chunks/`);
        return short;
      });
      return {
        code: code.replace(SENTINEL_LITERAL, JSON.stringify(JSON.stringify({ files, widgets: table.widgets }))),
        map: null,
      };
    },
  };
}
