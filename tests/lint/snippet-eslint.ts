import { ESLint } from 'eslint';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/**
 * ESLint with the project's own config, for snippets linted as if they lived at a path under src/.
 * src/ is linted with type information (no-floating-promises), and the TypeScript project service
 * only knows files on disk: the made-up paths the lint tests use (`x.ts`, `probe.ts`) are let into
 * a default project with the repository's compiler options. Nothing else differs from `npm run lint`.
 */
export const snippetESLint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['src/*/x.ts', 'src/*/*/x.ts', 'src/widgets/*/*/x.ts', 'src/widgets/*/*/x.tsx', 'src/widgets/*/*/*/x.ts', 'src/api/probe.ts'],
          defaultProject: 'tsconfig.json',
          // Each made-up path the lint tests use counts once; typescript-eslint stops at 8 by default.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 40,
        },
        tsconfigRootDir: root,
      },
    },
  },
});

/** The rules (or the parser's message) that fire for `code` linted as `file` (relative to the repository). */
export async function rulesFiredFor(file: string, code: string): Promise<string[]> {
  const [result] = await snippetESLint.lintText(code, { filePath: path.resolve(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}
