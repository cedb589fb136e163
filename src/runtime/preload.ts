/**
 * Asks for every chunk a touched chunk needs at once (the first touch of a React widget
 * otherwise waits for three fetches in a row, each found only once the one before is parsed).
 * The table of what each needs rides in its own small chunk (./preload-table.ts), fetched beside
 * the first touched chunk; unbuilt (tests, the dev server) it holds only the sentinel, and nothing
 * is preloaded. `modulepreload` fetches and parses without running: the import still runs each
 * module once, in its order.
 */
import type { ChunkDeps } from './preload-table.ts';

const asked = new Set<string>();

/** Adds a modulepreload for each chunk `key` needs that no earlier touch asked for. */
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

let table: Promise<ChunkDeps | null> | undefined;

/**
 * Starts fetching what a chunk imports; the chunk itself is the caller's import. `key` is a
 * widget's registry name, or `<name>/<file>` for a lazy half of its folder. Without the table
 * (offline) nothing is preloaded and the imports fetch level by level, as without this.
 */
export function preloadChunksOf(key: string): void {
  table ??= import('./preload-table.ts').then(
    (module) => module.readChunkDeps(),
    () => ((table = undefined), null),
  );
  // A preload is a head start, never a failure: what goes wrong here the import itself meets.
  table.then((loaded) => askFor(loaded, key, import.meta.url)).catch(() => undefined);
}

/** Tests start again. */
export function forgetPreloads(): void {
  table = undefined;
  asked.clear();
}
