import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    // Layering rules from design.md: only config/ reads page globals, only api/ talks to the server.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'ky', message: 'Only src/api/ talks to the server.' }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/api/ talks to the server.' }, { name: 'XMLHttpRequest', message: 'Only src/api/ talks to the server.' }],
    },
  },
);
