import { defineConfig } from 'vitest/config';

// Library build: one ES-module entry (dist/vitrina.js) that the theme loads with a single
// <script type="module">; every widget is a dynamic import, so Rollup emits one lazy chunk per
// widget and React, PhotoSwipe and friends land in shared chunks loaded with the first widget
// that needs them.
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
      output: {
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
  },
});
