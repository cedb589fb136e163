/**
 * Builds the installable WordPress plugin: dist/vitrina-wordpress-<version>.zip holding the plugin's PHP,
 * stylesheets, readme.txt and translations (wordpress/, tests left out), the licence, the Romanian .mo
 * compiled from its .po, and the built entry, chunks and manifest under vitrina/dist/. The version is
 * package.json's; the build stops when the plugin header, readme.txt, CHANGELOG.md or the manifest say
 * otherwise. It also writes wordpress/languages/vitrina.pot from the PHP sources and the manifest's labels.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMo, translationProblems } from './i18n.ts';
import { makeTemplate, PLUGIN_DIR, POT_FILE, translations } from './languages.ts';
import { packageFacts, readRelease, releaseProblems } from './release.ts';
import { zip, type ZipEntry } from './zip.ts';

const DIST = 'dist';
const FOLDER = 'vitrina';

function filesUnder(root: string, skip: (path: string) => boolean): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip(relative(root, path)))
    .sort();
}

function fail(problems: readonly string[]): void {
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`wordpress: ${problem}`);
  process.exit(1);
}

const release = readRelease();
const { version } = packageFacts(release.packageJson);
fail(releaseProblems(release));

const manifest: unknown = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8'));
const fields: Record<string, unknown> = typeof manifest === 'object' && manifest !== null ? { ...manifest } : {};
fail(
  fields.version === version && typeof fields.build === 'string'
    ? []
    : [`dist/manifest.json is not version ${version} with a build hash: run the build first`],
);
const plugins: Record<string, unknown> =
  typeof fields.plugins === 'object' && fields.plugins !== null ? { ...fields.plugins } : {};
const labels = Object.values(plugins).flatMap((plugin) =>
  typeof plugin === 'object' && plugin !== null && 'label' in plugin && typeof plugin.label === 'string'
    ? [plugin.label]
    : [],
);

// The template is rewritten from the sources; a changed one shows in git diff beside the change that made it.
const template = makeTemplate(labels, version);
fail(template.problems);
writeFileSync(POT_FILE, template.text);

const entries: ZipEntry[] = [];
for (const path of filesUnder(PLUGIN_DIR, (file) => file.startsWith('tests') || !/\.(php|txt|css|pot?)$/.test(file))) {
  entries.push({ name: `${FOLDER}/${relative(PLUGIN_DIR, path)}`, data: readFileSync(path) });
}
entries.push({ name: `${FOLDER}/LICENSE.txt`, data: readFileSync('LICENSE') });
for (const { file, table } of translations()) {
  // An untranslated message falls back to English on the site; the unit test (tests/wordpress) fails on it.
  for (const problem of translationProblems(template.table, table, file)) console.warn(`wordpress: ${problem}`);
  entries.push({ name: `${FOLDER}/languages/${file.replace(/\.po$/, '.mo')}`, data: compileMo(table) });
}
// Source maps stay out of the site's copy; every other built file goes in.
for (const path of filesUnder(
  DIST,
  (file) => file.endsWith('.map') || file.endsWith('.zip') || file.startsWith('.vite'),
)) {
  entries.push({ name: `${FOLDER}/dist/${relative(DIST, path)}`, data: readFileSync(path) });
}

for (const old of readdirSync(DIST).filter((file) => /^vitrina-wordpress-.*\.zip$/.test(file))) rmSync(join(DIST, old));
const out = join(DIST, `vitrina-wordpress-${version}.zip`);
const archive = zip(entries);
writeFileSync(out, archive);
console.log(
  `wordpress: ${out} (version ${version}, build ${String(fields.build)}; ${entries.length} files, ${(archive.length / 1024).toFixed(1)} KB)`,
);
