import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import design from './eslint-rules/design.js';

/** Members of Window that are the browser's, not the page's; anything else on window is a page global. */
const STANDARD_WINDOW_MEMBERS =
  '/^(addEventListener|removeEventListener|dispatchEvent|location|history|navigator|document|localStorage|sessionStorage|matchMedia|getComputedStyle|requestAnimationFrame|cancelAnimationFrame|setTimeout|clearTimeout|setInterval|clearInterval|scrollX|scrollY|scrollTo|scrollBy|innerWidth|innerHeight|pageXOffset|pageYOffset|devicePixelRatio|alert|open|performance|visualViewport|requestIdleCallback|cancelIdleCallback|CSS|isSecureContext|origin)$/';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'fixtures/saved'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests set up and tear down page globals by name.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-dynamic-delete': 'off' },
  },
  {
    // Layering rules from design.md: only config/ reads page globals, only api/ talks to the server
    // (a slice's endpoint functions send through it: vitrina/slice-roles).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'ky', message: 'Only src/api/ talks to the server.' }] }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/api/ talks to the server.' },
        { name: 'XMLHttpRequest', message: 'Only src/api/ talks to the server.' },
      ],
    },
  },
  {
    // Issue 26: every call in api/ leaves through the origin gate (src/api/gate.ts), which refuses
    // another origin before a nonce or the shopper's data leaves and refuses an answer that ended
    // elsewhere before its HTML is read. Only the gate and the transport under it may send.
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: ['src/api/gate.ts', 'src/api/http.ts', 'src/api/transport.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'Send through sendGated (src/api/gate.ts).' }],
          patterns: [
            {
              group: ['./http.ts', './http'],
              importNames: ['send'],
              message: 'Send through sendGated (src/api/gate.ts): the origin gate.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Send through sendGated (src/api/gate.ts): the origin gate.' },
        { name: 'XMLHttpRequest', message: 'Upload through uploadGated (src/api/gate.ts): the origin gate.' },
        { name: 'navigator', message: 'sendBeacon bypasses the origin gate (src/api/gate.ts).' },
      ],
    },
  },
  {
    // Issue 26 item 6: widgets attach listeners only through the runtime's guarded context.listen
    // (helpers take its `Listen`), so a throwing handler or a rejected promise it returns is
    // reported, never uncaught, and every listener goes at unmount. A clean-up at unmount is
    // lib/on-abort.ts, not a listener on context.signal. A slice's legacy/ folder is its bridge to
    // the old scripts, with src/legacy/'s rights: it answers their events for as long as the page lives.
    files: ['src/widgets/**/*.{ts,tsx}'],
    ignores: ['src/widgets/*/*/legacy/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'addEventListener',
          message: 'Listen through context.listen (the runtime contains and reports handler errors).',
        },
      ],
    },
  },
  {
    // Issue 26 item 6: no loose promises. A promise nobody awaits goes through the widget context's
    // guarded run() (reported once, dropped at unmount) or is caught on the spot; `void promise`
    // counts as loose too. Type-aware, so the typed parser is set up for src/ alone.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }] },
  },
  {
    // design.md: one idea per file; a file past 250 lines holds more than one. A function past 80
    // lines is several named parts (state, submit, link, draw) run together.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { vitrina: design },
    rules: {
      'max-lines': ['error', { max: 250 }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'vitrina/widget-boundaries': 'error',
      'vitrina/slice-roles': 'error',
      'vitrina/layers': 'error',
      'vitrina/no-cycle': 'error',
    },
  },
  {
    // The one list of widgets: a row per widget, about ten lines each once formatted; no second idea to split out.
    files: ['src/registry.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Page globals (wp_localize_script objects, jQuery, analytics queues) are touched in src/config/ alone
    // (src/legacy/ and a slice's legacy/ folder reach jQuery and the old scripts' APIs to speak to them);
    // a slice's config reader reads them through config/globals.ts or config/section.ts
    // (vitrina/slice-roles). Standard window members stay usable.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/**', 'src/legacy/**', 'src/widgets/*/*/legacy/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name='window'][property.name!=${STANDARD_WINDOW_MEMBERS}]`,
          message: 'Page globals are read in src/config/ only.',
        },
        {
          selector: "MemberExpression[object.name='window'][computed=true]",
          message: 'Page globals are read in src/config/ only.',
        },
        {
          selector: "MemberExpression[object.name='globalThis']",
          message: 'Page globals are read in src/config/ only.',
        },
        {
          selector: "TSAsExpression > Identifier.expression[name='window']",
          message: 'Page globals are read in src/config/ only.',
        },
      ],
    },
  },
);
