import ts from 'typescript';

/**
 * src/registry.ts read as TypeScript syntax, for the build: the config cannot import the registry
 * (its rows' dynamic imports would pull every widget into the config's own bundle), and a parse
 * lets the rows be written however a formatter lays them out.
 */

/** The row fields the build, the docs and the WordPress plugin read; the browser needs none of them. */
const REGISTRY_FACTS: ReadonlySet<string> = new Set(['area', 'plugin', 'retires', 'globals']);

interface RegistryRow {
  readonly node: ts.ObjectLiteralExpression;
  /** The row's string fields written as literals (`name`, `trigger`, `area`…). */
  readonly strings: ReadonlyMap<string, string>;
}

function fail(message: string): never {
  throw new Error(`src/registry.ts: ${message}`);
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

function registryArray(file: ts.SourceFile): ts.ArrayLiteralExpression {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'registry') continue;
      let value = declaration.initializer;
      while (
        value &&
        (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
      ) {
        value = value.expression;
      }
      if (value && ts.isArrayLiteralExpression(value)) return value;
    }
  }
  return fail('no `registry` array literal');
}

function rowsOf(file: ts.SourceFile): RegistryRow[] {
  return registryArray(file).elements.map((element, index) => {
    if (!ts.isObjectLiteralExpression(element)) fail(`row ${index + 1} is not an object literal`);
    const strings = new Map<string, string>();
    for (const property of element.properties) {
      const name = propertyName(property);
      if (!name) fail(`row ${index + 1} has a field the build cannot read (a spread or computed name)`);
      if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)) {
        strings.set(name, property.initializer.text);
      }
    }
    return { node: element, strings };
  });
}

function parse(source: string): ts.SourceFile {
  return ts.createSourceFile('registry.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The names of the rows that wait for a touch (`trigger: 'intent'`). */
export function intentWidgetsOf(registrySource: string): Set<string> {
  const names = new Set<string>();
  for (const row of rowsOf(parse(registrySource))) {
    const name = row.strings.get('name');
    if (!name) fail('a row has no literal `name`');
    if (row.strings.get('trigger') === 'intent') names.add(name);
  }
  return names;
}

/** The row fields that hold selector lists. */
const SELECTOR_FIELDS: ReadonlySet<string> = new Set(['selector', 'touch']);
/** A comma and the space after it, outside `[…]` and `(…)`, where a space may matter. */
const LIST_COMMA = /,\s+(?![^[(]*[\])])/g;

/**
 * The registry with the facts cut from every row, each field with the comma after it, so that
 * what is left is the runtime's part in the same syntax; the rest is left as written, but for the
 * selector lists: written `a, b` to be read, the space after each comma is a byte the entry would
 * carry on every page for nothing.
 */
export function withoutRegistryFacts(registrySource: string): string {
  const file = parse(registrySource);
  const edits: [number, number, string][] = [];
  for (const row of rowsOf(file)) {
    const properties = row.node.properties;
    properties.forEach((property, index) => {
      const name = propertyName(property) ?? '';
      if (SELECTOR_FIELDS.has(name) && ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer)) {
        const literal = property.initializer;
        edits.push([literal.getStart(file), literal.end, `'${literal.text.replace(LIST_COMMA, ',')}'`]);
      }
      if (!REGISTRY_FACTS.has(name)) return;
      const next = properties[index + 1];
      // Up to the next field, or past the last one's trailing comma: the fields left keep their separators.
      const end = next ? next.getStart(file) : properties.hasTrailingComma ? properties.end : property.end;
      edits.push([property.getStart(file), end, '']);
    });
  }
  let lean = registrySource;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    lean = lean.slice(0, start) + text + lean.slice(end);
  // Read back: a fact the cut missed fails the build rather than ship on every page.
  for (const row of rowsOf(parse(lean))) {
    for (const property of row.node.properties) {
      if (REGISTRY_FACTS.has(propertyName(property) ?? ''))
        fail(`a fact was left in row \`${row.strings.get('name') ?? '?'}\``);
    }
  }
  return lean;
}
