import type * as tableChunk from './preload-table.ts';

/**
 * Asks for every chunk a touched chunk needs at once (the first touch of a React widget
 * otherwise waits for three fetches in a row, each found only once the one before is parsed).
 * The table of what each needs, and the asking, ride in their own small chunk
 * (./preload-table.ts), fetched at the shopper's first sign on a page with widgets a touch wakes;
 * unbuilt (tests, the dev server) it holds only the sentinel, and nothing is preloaded.
 */
let table: Promise<typeof tableChunk | null> | undefined;

/**
 * Starts fetching what a chunk imports; the chunk itself is the caller's import. `key` is a
 * widget's registry name, or `<name>/<file>` for a lazy half of its folder. Without the table
 * (offline) nothing is preloaded and the imports fetch level by level, as without this.
 */
export function preloadChunksOf(key: string): void {
  // A preload is a head start, never a failure: what goes wrong here the import itself meets.
  fetchTable()
    .then((loaded) => loaded?.preloadFor(key, import.meta.url))
    .catch(() => undefined);
}

/**
 * The table alone, at the shopper's first move (intent.ts): fetched with the touch, it came back
 * a round trip after the chunk, and only then were the chunk's imports asked for, so a React
 * widget's first answer waited for two round trips instead of one. About 1 KB gzip.
 */
export function fetchTable(): Promise<typeof tableChunk | null> {
  return (table ??= import('./preload-table.ts').catch(() => ((table = undefined), null)));
}
