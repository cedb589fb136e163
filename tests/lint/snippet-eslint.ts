import { ESLint } from 'eslint';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** The made-up paths the lint tests use (`x.ts`, `probe.ts`). */
const SNIPPET_PATHS = [
  'src/*/x.ts',
  'src/*/*/x.ts',
  'src/widgets/*/*/x.ts',
  'src/widgets/*/*/x.tsx',
  'src/widgets/*/*/*/x.ts',
  'src/api/probe.ts',
];

/**
 * ESLint with the project's own config, for snippets linted as if they lived at a path under src/.
 * Without type information by default: building the TypeScript program of the whole project costs
 * tens of seconds per test file, and only the loose-promise rule reads types, so that one rule is off
 * here and `typed` lints with it on. Nothing else differs from `npm run lint`.
 */
const untypedESLint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

let typedESLint: ESLint | undefined;

/**
 * With type information: the TypeScript project service only knows files on disk, so the made-up
 * paths are let into a default project with the repository's compiler options.
 */
function typed(): ESLint {
  typedESLint ??= new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['src/**/*.{ts,tsx}'],
      languageOptions: {
        parserOptions: {
          projectService: {
            allowDefaultProject: SNIPPET_PATHS,
            defaultProject: 'tsconfig.json',
            // Each made-up path the lint tests use counts once; typescript-eslint stops at 8 by default.
            maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 40,
          },
          tsconfigRootDir: root,
        },
      },
    },
  });
  return typedESLint;
}

/** The rules (or the parser's message) that fire for `code` linted as `file` (relative to the repository). */
export async function rulesFiredFor(file: string, code: string, options: { typed?: boolean } = {}): Promise<string[]> {
  const eslint = options.typed ? typed() : untypedESLint;
  const [result] = await eslint.lintText(code, { filePath: path.resolve(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}
