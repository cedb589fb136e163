// Who imports each module of src/, counted by area: the facts the slice test judges. Imports are
// read with the TypeScript API (static, type-only, export-from and import()), as the lint's import
// graph reads them.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SRC = path.resolve(import.meta.dirname, '../../src');

/** The folders under src/ that hold the kernel: what two areas or more use. */
const KERNEL_DIRS: readonly string[] = ['config', 'api', 'lib', 'state', 'legacy', 'ui', 'i18n'];

/** Every .ts/.tsx file under a folder, as paths relative to src/ with `/` separators. */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.relative(SRC, path.join(dir, name)).split(path.sep).join('/'));
}

/** The src-relative files a module imports (relative specifiers only; packages are not src/). */
export function importsOf(file: string, text = readFileSync(path.join(SRC, file), 'utf8')): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((entry) => entry.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.replace(/\?.*$/, ''))));
}

/** `widgets/<area>/…` → the area; any other module of src/ (kernel, runtime, vitals, entry) → 'kernel'. */
function areaOf(file: string): string {
  const [top, area] = file.split('/');
  return top === 'widgets' && area !== undefined ? area : 'kernel';
}

/** Whether a src-relative file belongs to the kernel. */
function isKernel(file: string): boolean {
  return KERNEL_DIRS.includes(file.split('/')[0]!);
}

/** For each module of src/, the areas (or 'kernel') of the modules that import it. */
export function importerAreas(
  files: readonly string[] = sourceFiles(),
  read: (file: string) => string[] = (file) => importsOf(file),
): Map<string, Set<string>> {
  const areas = new Map<string, Set<string>>();
  for (const file of files) {
    for (const target of read(file)) {
      if (target === file) continue;
      const set = areas.get(target) ?? new Set<string>();
      set.add(areaOf(file));
      areas.set(target, set);
    }
  }
  return areas;
}

/** The kernel modules one area alone imports, with that area: `config/woof.ts (catalogue)`. */
export function singleAreaKernel(
  files: readonly string[] = sourceFiles(),
  read?: (file: string) => string[],
): Map<string, string> {
  const found = new Map<string, string>();
  for (const [target, areas] of importerAreas(files, read)) {
    const [only] = areas;
    if (isKernel(target) && areas.size === 1 && only !== 'kernel') found.set(target, only!);
  }
  return found;
}
