/**
 * The chunks each chunk fetched on a touch needs, written here by the build
 * (scripts/build/touch-preloads.ts) as a JSON string in place of the sentinel, and the asking for
 * them. A chunk of its own, fetched at the shopper's first move or touch (./preload.ts): in the entry, on
 * every page's critical path, the table would cost about 1 KB, and the asking some 150 bytes more.
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

const asked = new Set<string>();

/**
 * Adds a modulepreload for each chunk `key` needs that no earlier touch asked for. `modulepreload`
 * fetches and parses without running: the import still runs each module once, in its order.
 */
export function askFor(table: ChunkDeps | null, key: string, base: string): void {
  for (const index of table?.widgets[key] ?? []) {
    const file = table?.files[index];
    if (typeof file !== 'string') continue;
    // The entry sits at the root of dist/, the chunks in dist/chunks/ (vite.config.ts chunkFileNames).
    const href = new URL(`./chunks/${file}.js`, base).href;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

let built: ChunkDeps | null | undefined;

/** What the entry calls once this chunk is here: `base` is the entry's own URL. */
export function preloadFor(key: string, base: string): void {
  built ??= readChunkDeps();
  askFor(built, key, base);
}

/** Tests start again. */
export function forgetAsked(): void {
  asked.clear();
}
