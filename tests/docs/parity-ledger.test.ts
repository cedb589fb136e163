// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestFile, ledgerReferences, namesTest, testTitles } from '../../scripts/docs/parity-ledger.ts';

// A ledger row is only worth its test: every file and every test a ledger names must exist, for
// every ledger anyone adds under docs/parity/.
const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'docs', 'parity');
const ledgers = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];

describe('the ledger reader', () => {
  it.each([
    ['a file span', '`src/ui/shown.ts`', [{ file: 'src/ui/shown.ts' }]],
    ['a test span', '`e2e/a.spec.ts › it works`', [{ file: 'e2e/a.spec.ts', title: 'it works' }]],
    ['a double-backtick span holding a backtick', '`` `e2e/a.spec.ts › x` ``', [{ file: 'e2e/a.spec.ts', title: 'x' }]],
    ['code that is not a path', '`display: none` and `cr_show_more_reviews`', []],
  ])('%s', (_name, markdown, expected) => {
    expect(ledgerReferences(markdown)).toEqual(expected);
  });

  it('reads titles in any quote, escapes undone', () => {
    expect(testTitles(`test('the card\\'s set', f); it("b", f); test(\`c \${x}\`, f); test.skip('d', f)`)).toEqual([
      "the card's set",
      'b',
      'c ${x}',
      'd',
    ]);
  });

  it.each([
    ['the exact title', 'a b', ['a b'], true],
    ['an instance of a parameterised title', 'a 500 fails', ['a ${fault} fails'], true],
    ['the parameterised title itself', 'a ${fault} fails', ['a ${fault} fails'], true],
    ['a title no test has', 'a c', ['a b', 'a ${x} d'], false],
  ])('%s', (_name, title, titles, expected) => {
    expect(namesTest(title, titles)).toBe(expected);
  });
});

describe.each(ledgers)('docs/parity/%s', (ledger) => {
  const references = ledgerReferences(readFileSync(path.join(dir, ledger), 'utf8'));

  it('names at least one test', () => {
    expect(references.some((reference) => reference.title !== undefined)).toBe(true);
  });

  it('names only files that exist', () => {
    expect(references.map((reference) => reference.file).filter((file) => !existsSync(path.join(root, file)))).toEqual(
      [],
    );
  });

  it('names only tests that exist', () => {
    const missing = references.filter((reference) => {
      if (reference.title === undefined || !isTestFile(reference.file) || !existsSync(path.join(root, reference.file)))
        return false;
      return !namesTest(reference.title, testTitles(readFileSync(path.join(root, reference.file), 'utf8')));
    });
    expect(missing).toEqual([]);
  });
});
