/**
 * The repository's translation files, for the build and its test alike: the template as the sources
 * make it now, the committed languages/vitrina.pot, and each languages/vitrina-<locale>.po.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GetTextTranslations } from 'gettext-parser';
import { compilePot, labelMessages, parsePo, potTable } from './i18n.ts';
import { extractMessages } from './pot.ts';

export const PLUGIN_DIR = 'wordpress';
const LANGUAGES_DIR = join(PLUGIN_DIR, 'languages');
export const POT_FILE = join(LANGUAGES_DIR, 'vitrina.pot');

/** The plugin's PHP, tests left out (they are not shipped). */
function pluginPhp(root = '.'): { path: string; text: string }[] {
  const dir = join(root, PLUGIN_DIR);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.php') && !path.startsWith('tests'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(dir, path), 'utf8') }));
}

/** The template the sources make, and the .pot text for it; problems are calls the reader refused. */
export function makeTemplate(
  labels: readonly string[],
  version: string,
  root = '.',
): { table: GetTextTranslations; text: string; problems: string[] } {
  const { messages, problems } = extractMessages(pluginPhp(root));
  const table = potTable([...messages, ...labelMessages(labels)], version);
  return { table, text: compilePot(table), problems };
}

/** Each committed translation: its file name (vitrina-ro_RO.po), locale and parsed table. */
export function translations(root = '.'): { file: string; locale: string; table: GetTextTranslations }[] {
  const dir = join(root, LANGUAGES_DIR);
  return readdirSync(dir)
    .filter((file) => /^vitrina-[a-z]{2,3}(?:_[A-Z]{2})?\.po$/.test(file))
    .sort()
    .map((file) => ({
      file,
      locale: file.slice('vitrina-'.length, -'.po'.length),
      table: parsePo(readFileSync(join(dir, file), 'utf8')),
    }));
}
