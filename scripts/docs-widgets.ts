/**
 * Writes the widget tables of docs/widgets.md from the registry (`npm run docs`); with `--check`,
 * exits 1 instead when the committed file is not what the registry says (tests/docs runs the same
 * comparison inside `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { PLUGINS } from '../src/plugins.ts';
import { registry } from '../src/registry.ts';
import { WIDGET_NOTES } from './docs/widget-notes.ts';
import { widgetsTable, withTable } from './docs/widgets-table.ts';

const FILE = 'docs/widgets.md';
const doc = readFileSync(FILE, 'utf8');
const next = withTable(doc, widgetsTable(registry, PLUGINS, WIDGET_NOTES));
if (process.argv.includes('--check')) {
  if (next !== doc) {
    console.error(`${FILE} is out of date with src/registry.ts: run \`npm run docs\` and commit it.`);
    process.exit(1);
  }
  console.log(`${FILE}: up to date (${registry.length} widgets)`);
} else {
  writeFileSync(FILE, next);
  console.log(`${FILE}: ${registry.length} widgets written`);
}
