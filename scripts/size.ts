/**
 * Size report for `npm test`: gzip bytes of the entry, of what the entry imports statically, of
 * every lazy chunk, and per widget of what its first mount fetches (from dist/manifest.json);
 * exits 1 when a budget is exceeded or the manifest disagrees with the build or the registry. Budgets come from issue #2 and
 * design.md §8: the entry (with its static imports) stays under 6.5 KB gzip and never contains
 * React, which must arrive only with the first React widget. It was 6 KB until the first touch had
 * to be kept whole (issue 33): what takes a key, a click or the focus before a chunk has come must
 * be in the entry to see it, and the widgets drawn when seen need rows of their own (5.92 → 6.29 KB).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { registry } from '../src/registry.ts';
import { manifestWidgets, widgetSizes } from './size/widgets.ts';

const DIST = 'dist';
const ENTRY = join(DIST, 'vitrina.js');
const KB = 1024;
const BUDGETS = {
  entryClosure: 6.5 * KB,
  /** The largest single lazy chunk: React + react-dom together are the heaviest by design. */
  anyChunk: 70 * KB,
};

const gzip = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.js') ? [path] : [];
  });
}

/** The static `import … from "./x.js"` graph of a module (dynamic imports are lazy by definition). */
function staticClosure(path: string, seen = new Set<string>()): Set<string> {
  if (seen.has(path)) return seen;
  seen.add(path);
  const source = readFileSync(path, 'utf8');
  for (const match of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["']/g)) {
    staticClosure(join(dirname(path), match[1]!), seen);
  }
  return seen;
}

const failures: string[] = [];
const closure = staticClosure(ENTRY);
const closureBytes = [...closure].reduce((sum, path) => sum + gzip(path), 0);
const reactInEntry = [...closure].some((path) =>
  /react-dom|__SECRET_INTERNALS|react\.production/.test(readFileSync(path, 'utf8')),
);

const rows = filesUnder(DIST)
  .map((path) => ({ file: relative(DIST, path), raw: statSync(path).size, gzip: gzip(path), eager: closure.has(path) }))
  .sort((a, b) => Number(b.eager) - Number(a.eager) || b.gzip - a.gzip);

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`${pad('file', 52)}${pad('raw', 10)}${pad('gzip', 10)}loaded`);
for (const row of rows) {
  console.log(
    `${pad(row.file, 52)}${pad((row.raw / KB).toFixed(2) + ' KB', 10)}${pad((row.gzip / KB).toFixed(2) + ' KB', 10)}${row.eager ? 'always' : 'lazily'}`,
  );
  if (!row.eager && row.gzip > BUDGETS.anyChunk)
    failures.push(`${row.file} is ${(row.gzip / KB).toFixed(2)} KB gzip (budget ${BUDGETS.anyChunk / KB} KB)`);
}
console.log(
  `\nentry and its static imports: ${(closureBytes / KB).toFixed(2)} KB gzip (budget ${BUDGETS.entryClosure / KB} KB)`,
);
console.log(
  `lazy chunks: ${rows.filter((row) => !row.eager).length}, ${(rows.filter((row) => !row.eager).reduce((sum, row) => sum + row.gzip, 0) / KB).toFixed(2)} KB gzip in all`,
);

// Per widget: the files its first mount fetches, as the manifest the WordPress plugin reads says.
const widgets = manifestWidgets(JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')));
if (typeof widgets === 'string') {
  failures.push(widgets);
} else {
  const sizes = widgetSizes(
    widgets,
    registry.map((row) => row.name),
    (file) => (existsSync(join(DIST, file)) ? gzip(join(DIST, file)) : null),
  );
  console.log(
    `\n${pad('widget (first mount, shared chunks included)', 46)}${pad('area', 11)}${pad('loads', 13)}${pad('files', 7)}gzip`,
  );
  for (const row of sizes.rows)
    console.log(
      `${pad(row.name, 46)}${pad(row.area, 11)}${pad(row.trigger, 13)}${pad(String(row.files), 7)}${(row.gzip / KB).toFixed(2)} KB`,
    );
  failures.push(...sizes.problems);
}

if (closureBytes > BUDGETS.entryClosure)
  failures.push(
    `the entry loads ${(closureBytes / KB).toFixed(2)} KB gzip up front (budget ${BUDGETS.entryClosure / KB} KB)`,
  );
if (reactInEntry)
  failures.push('React is in the entry or its static imports; it must load with the first React widget only');

if (failures.length > 0) {
  console.error(`\nsize report failed (budget exceeded or manifest out of step):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('size budgets: ok');
