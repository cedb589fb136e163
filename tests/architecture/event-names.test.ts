// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CART_EVENTS, VITRINA_EVENTS } from '../../src/lib/events.ts';
import { SRC, sourceFiles } from './import-areas.ts';

/**
 * Where a name of the table may still be spelled out: the table itself, and the entry's two, typed
 * with `VitrinaEventName` (importing the table there would put every name in the entry, over its
 * size budget; the type still refuses a typo).
 */
const SPELLED_OUT = new Set(['lib/events.ts', 'runtime/runtime.ts', 'registry.ts']);

const NAMES = new Set<string>([...Object.values(CART_EVENTS), ...Object.values(VITRINA_EVENTS)]);

/** The string literals of a source text that are Vitrina event names, or that a call passes as one. */
function eventLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && NAMES.has(node.text)) found.push(node.text);
    // A call or `new` whose event argument is a literal `vitrina:…` not in the table: a name outside it.
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
      for (const argument of node.arguments.slice(0, 2)) {
        if (
          ts.isStringLiteralLike(argument) &&
          /^vitrina:[a-z-]+:[a-z-]+$/.test(argument.text) &&
          !NAMES.has(argument.text)
        )
          found.push(argument.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// One name for each thing: Vitrina's DOM events are named once, in lib/events.ts, and every
// dispatcher and listener in src/ takes the name from there.
describe('event names', { timeout: 120_000 }, () => {
  it('are spelled out in lib/events.ts only', () => {
    const found = sourceFiles()
      .filter((file) => !SPELLED_OUT.has(file))
      .flatMap((file) =>
        eventLiterals(file, readFileSync(path.join(SRC, file), 'utf8')).map((name) => `src/${file}: '${name}'`),
      );
    expect(found).toEqual([]);
  });

  it('finds a spelled-out name, and an event name missing from the table', () => {
    expect(eventLiterals('x.ts', "document.addEventListener('vitrina:cart:added', f);")).toEqual([
      'vitrina:cart:added',
    ]);
    expect(eventLiterals('x.ts', "el.dispatchEvent(new CustomEvent('vitrina:cart:emptied'));")).toEqual([
      'vitrina:cart:emptied',
    ]);
    expect(eventLiterals('x.ts', "localStorage.getItem('vitrina:woof-nested');")).toEqual([]);
  });
});
