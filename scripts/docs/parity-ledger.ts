/**
 * Reading the parity ledgers (docs/parity/<plugin>.md): every code span that names a repository file,
 * and every `` `file › title` `` that names a test. Pure, so the check in tests/docs can be tested on
 * made-up ledgers as well as run on the real ones.
 */

/** Folders a ledger may point into; a code span starting with one of them is a file reference. */
const ROOTS = ['src/', 'e2e/', 'tests/', 'fixtures/', 'scripts/', 'docs/', 'wordpress/'];
const TEST_FILE = /\.(spec|test)\.tsx?$/;

export interface LedgerReference {
  readonly file: string;
  /** The test's title when the span names one. */
  readonly title?: string;
}

/** The code spans of a Markdown text (single backticks, or double ones around a span holding a backtick). */
function codeSpans(markdown: string): string[] {
  const spans: string[] = [];
  for (const match of markdown.matchAll(/(``?)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    const span = match[2]!.trim();
    // ``  `file › title`  `` shows the backticks themselves: the reference is inside them.
    spans.push(match[1] === '``' && /^`[^`]+`$/.test(span) ? span.slice(1, -1) : span);
  }
  return spans;
}

export function ledgerReferences(markdown: string): LedgerReference[] {
  return codeSpans(markdown).flatMap((span): LedgerReference[] => {
    const [file, ...rest] = span.split(' › ');
    const path = file!.trim();
    if (!ROOTS.some((root) => path.startsWith(root)) || /\s/.test(path)) return [];
    if (rest.length === 0) return [{ file: path }];
    return [{ file: path, title: rest.join(' › ').trim() }];
  });
}

export const isTestFile = (file: string) => TEST_FILE.test(file);

/** The first argument of every test(…) / it(…) call whose title is a string literal, quotes undone. */
export function testTitles(source: string): string[] {
  const titles: string[] = [];
  const call = /\b(?:test|it)(?:\.(?:only|skip|fixme|fail))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const match of source.matchAll(call)) titles.push(match[2]!.replace(/\\(.)/g, '$1'));
  return titles;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A ledger title names a test when it is its title, or one instance of a parameterised title
 * (`a ${fault} …` in the source, `a 500 …` in the ledger), or the parameterised title itself.
 */
export function namesTest(title: string, titles: readonly string[]): boolean {
  return titles.some((candidate) => {
    if (candidate === title) return true;
    if (!candidate.includes('${')) return false;
    const pattern = candidate
      .split(/\$\{[^}]*\}/)
      .map(escapeRegExp)
      .join('.+');
    return new RegExp(`^${pattern}$`).test(title);
  });
}
