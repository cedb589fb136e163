// The import graph of src/ as the files on disk say, for the no-cycle rule: every relative import,
// export-from and dynamic import(), type-only ones included (a type cycle is still two modules
// that cannot be understood one without the other).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** path → { mtime, imports } so that one `eslint .` run reads each file once. */
const cache = new Map();

/** The file a relative specifier names (the code always writes the extension; bare names fall back to .ts). */
export function resolveImport(from, spec) {
  const target = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  return path.extname(target) ? target : `${target}.ts`;
}

/** Relative specifiers of a source text, in order. */
function relativeImportsOf(source) {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((entry) => entry.fileName)
    .filter((spec) => spec.startsWith('.'));
}

/** The files a file on disk imports (relative imports only; packages are not part of the graph). */
function importsOnDisk(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = cache.get(file);
  if (known && known.mtime === mtime) return known.imports;
  const imports = relativeImportsOf(readFileSync(file, 'utf8')).map((spec) => resolveImport(file, spec));
  cache.set(file, { mtime, imports });
  return imports;
}

/**
 * A path of imports from `start` back to `file`, or null. `file`'s own edges are not read from disk
 * (the linted text may differ); the walk only needs to arrive at it.
 */
export function pathBackTo(file, start, withinDir) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [current, trail] = stack.pop();
    if (current === file) return trail;
    if (seen.has(current) || !current.startsWith(withinDir)) continue;
    seen.add(current);
    for (const next of importsOnDisk(current)) stack.push([next, [...trail, next]]);
  }
  return null;
}
