import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { kyGroup, reactGroup, sharedModulesGroup } from './scripts/build/chunking.ts';
import { intentWidgetsOf, withoutRegistryFacts } from './scripts/build/registry-source.ts';
import { touchPreloads } from './scripts/build/touch-preloads.ts';

// Library build: one ES-module entry (dist/vitrina.js) that the theme loads with a single
// <script type="module">; every widget is a dynamic import, so the bundler emits one lazy chunk per
// widget; scripts/build/chunking.ts decides where the code widgets share rides.

/**
 * The registry's rows also carry what the build and the WordPress plugin need (area, plugin, retired
 * handles, globals; scripts/manifest.ts writes them to dist/manifest.json). The browser needs none
 * of it, so those fields are cut from the entry's copy: about 0.8 KB gzip on every page otherwise.
 */
function registryFactsOutOfTheBundle(): Plugin {
  return {
    name: 'vitrina:registry-facts',
    // Before the TypeScript transform, which reformats the rows.
    enforce: 'pre',
    // The build only: tests and scripts read the whole rows.
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/src/registry.ts')) return undefined;
      return { code: withoutRegistryFacts(code), map: null };
    },
  };
}

export default defineConfig({
  plugins: [registryFactsOutOfTheBundle(), touchPreloads(intentWidgetsOf(readFileSync('src/registry.ts', 'utf8')))],
  build: {
    // dist/.vite/manifest.json: source → chunk files, read by scripts/manifest.ts.
    manifest: true,
    // ES2022 keeps class fields and #private members native: at es2020 ky's private fields were
    // rewritten into WeakMap helpers (0.9 KB gzip more on every page and a helper chunk of its own).
    // Every browser that runs module scripts with the APIs used here (Chrome 94+, Safari 15+) has them.
    target: 'es2022',
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
      // rolldown's "already loaded" pass marks a widget's chunk for a namespace wrapper whenever its
      // lazy halves share modules with it, even when a chunk group (scripts/build/chunking.ts) has
      // put those modules elsewhere: the wrapper's helper is a `rolldown-runtime` request on every
      // page (the cookie bar's). Off, a widget's chunk exports only its module.
      experimental: { chunkOptimization: { avoidRedundantChunkLoads: false } },
      output: {
        codeSplitting: {
          // Modules the entry needs stay in the entry even when shared code imports them too.
          includeDependenciesRecursively: false,
          groups: [sharedModulesGroup(), reactGroup, kyGroup],
        },
        // Vite's library mode leaves whitespace in ES output so that a later bundler can still
        // tree-shake it; this bundle is the end of the line (the theme loads it as is), so minify fully.
        // VITRINA_NO_MINIFY=1 keeps names readable for a CPU profile (the figures in docs come from the minified build).
        minify: process.env.VITRINA_NO_MINIFY !== '1',
        // For the same reason the tree-shaking hints (`/* @__PURE__ */`) have no reader left: about
        // 30 bytes gzip in the entry alone. Licence comments stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        // Seven hash characters (42 bits, the fewest the bundler allows for this many chunks) tell the chunks of one build apart as well as eight; the entry
        // names every widget's chunk, so the two it spares each row are some 2 % of the entry's gzip.
        chunkFileNames: 'chunks/[name]-[hash:7].js',
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
