import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';

// Library build: one ES-module entry (dist/vitrina.js) that the theme loads with a single
// <script type="module">; every widget is a dynamic import, so Rollup emits one lazy chunk per
// widget and React, PhotoSwipe and friends land in shared chunks loaded with the first widget
// that needs them.
/** Modules the entry itself imports stay in the entry; they must not drag the shared chunk in. */
const ENTRY_MODULES = /\/src\/(main|registry)\.ts$|\/src\/runtime\/|\/src\/config\/widgets\.ts$/;
/** The layers most widgets share (config, request layer, state, legacy bridges, texts). */
const SHARED_LAYERS = /\/src\/(api|config|state|legacy|i18n)\//;

/**
 * Without this, Rollup cuts the shared layers into some 20 tiny chunks that a widget fetches in a
 * waterfall, two or three round trips deep. One shared chunk (the request layer with ky is most of
 * it) arrives in one round trip together with the widget that needs it; vendors keep their own.
 */
function sharedChunk(id: string): string | undefined {
  if (ENTRY_MODULES.test(id)) return undefined;
  if (SHARED_LAYERS.test(id) || /node_modules\/(ky|js-cookie|@preact\/signals-core)\//.test(id)) return 'shared';
  // Everything React needs at run time, in one chunk: a dependency of it left outside would land in
  // the first widget chunk that uses it, and the react chunk would import that widget back.
  if (/node_modules\/(react|react-dom|scheduler|use-sync-external-store|@preact\/signals-react)\//.test(id)) return 'react';
  return undefined;
}

/** The chunking context rolldown hands a group's `name` function. */
type ChunkingContext = Parameters<Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>>[1];

/** Whether a module's static imports reach React (a .tsx file or React itself), however deep. */
function reachesReact(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (id.endsWith('.tsx') || /node_modules\/(react|react-dom|scheduler|@preact\/signals-react)\//.test(id)) return true;
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesReact(next, ctx, seen));
}

/**
 * The DOM helpers of ui/ and lib/ (focus, keys, live regions, busy state, scrolling…) are tiny and
 * used all over: left to Rollup, each became its own sub-KB chunk, a dozen extra requests a page.
 * Those at least two widgets use ride together in one `dom` chunk; a helper whose imports reach
 * React never does (it would bring React to every page).
 */
const DOM_HELPERS = /\/src\/(ui|lib)\/.+\.ts$/;

/**
 * The registry's rows also carry what the build and the WordPress plugin need (area, plugin, retired
 * handles, globals; scripts/manifest.ts writes them to dist/manifest.json). The browser needs none
 * of it, so those fields are cut from the entry's copy: about 0.8 KB gzip on every page otherwise.
 */
const REGISTRY_FACTS = /\b(area|plugin): '[^']*', |\b(retires|globals): \[[^\]]*\], /g;
function registryFactsOutOfTheBundle(): Plugin {
  return {
    name: 'vitrina:registry-facts',
    // Before the TypeScript transform, which reformats the rows.
    enforce: 'pre',
    // The build only: tests and scripts read the whole rows.
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/src/registry.ts')) return undefined;
      const lean = code.replace(REGISTRY_FACTS, '');
      // A row written another way would keep its facts; fail rather than ship them quietly.
      if (/\b(retires|globals):/.test(lean)) this.error('src/registry.ts: a row is not in the one-line form the build strips');
      return { code: lean, map: null };
    },
  };
}

export default defineConfig({
  plugins: [registryFactsOutOfTheBundle()],
  build: {
    // dist/.vite/manifest.json: source → chunk files, read by scripts/manifest.ts.
    manifest: true,
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'src/main.ts',
      formats: ['es'],
      fileName: () => 'vitrina.js',
    },
    rollupOptions: {
      // The entry exports nothing; letting the bundler adjust its signature allows the chunk groups below.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Modules the entry needs stay in the entry even when shared code imports them too.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'shared', test: (id: string) => sharedChunk(id) === 'shared' },
            { name: (id: string, ctx: ChunkingContext) => (reachesReact(id, ctx) ? null : 'dom'), test: (id: string) => !ENTRY_MODULES.test(id) && DOM_HELPERS.test(id), minShareCount: 2 },
            { name: 'react', test: (id: string) => sharedChunk(id) === 'react' },
          ],
        },
        // Vite's library mode leaves whitespace in ES output so that a later bundler can still
        // tree-shake it; this bundle is the end of the line (the theme loads it as is), so minify fully.
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The machine running CI may be shared; a first React import alone can take seconds there.
    testTimeout: 20_000,
  },
});
