/**
 * The chunks each chunk fetched on a touch needs, written here by the build
 * (scripts/build/touch-preloads.ts) as a JSON string in place of the sentinel. A chunk of its own,
 * fetched with the first touch: on every page's critical path it would cost the entry about 1 KB.
 */
const CHUNK_DEPS_JSON = '__VITRINA_CHUNK_DEPS__';

export interface ChunkDeps {
  /** Chunk names as `chunks/<name>.js` has them. */
  readonly files: readonly string[];
  /** Per key (a widget's name, or `<name>/<file>` for a lazy half), indexes into `files`. */
  readonly widgets: Readonly<Record<string, readonly number[]>>;
}

/** The table, or null unbuilt (tests, the dev server: the sentinel is no JSON) or if it is not one. */
export function readChunkDeps(text = CHUNK_DEPS_JSON): ChunkDeps | null {
  try {
    const table: unknown = JSON.parse(text);
    if (typeof table !== 'object' || table === null) return null;
    const { files, widgets } = table as Partial<ChunkDeps>;
    return Array.isArray(files) && typeof widgets === 'object' && widgets !== null ? { files, widgets } : null;
  } catch {
    return null;
  }
}
