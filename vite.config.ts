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

export default defineConfig({
  build: {
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
