/**
 * Builds the installable WordPress plugin: dist/vitrina-wordpress-<version>.zip holding the plugin's
 * PHP and its stylesheets (wordpress/, tests left out) and the built entry, chunks and manifest under vitrina/dist/.
 * The version is the manifest's build hash, written into the plugin header too.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zip, type ZipEntry } from './zip.ts';

const DIST = 'dist';
const PLUGIN = 'wordpress';
const FOLDER = 'vitrina';

function filesUnder(root: string, skip: (path: string) => boolean): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !skip(relative(root, path)))
    .sort();
}

const manifest: unknown = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8'));
const version = typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string' ? manifest.version : '';
if (!/^[0-9a-f]{6,}$/.test(version)) throw new Error('dist/manifest.json has no build version: run the build first');

const entries: ZipEntry[] = [];
for (const path of filesUnder(PLUGIN, (file) => file.startsWith('tests') || !/\.(php|txt|css)$/.test(file))) {
  let data = readFileSync(path);
  if (relative(PLUGIN, path) === 'vitrina.php') {
    data = Buffer.from(data.toString('utf8').replace(/^( \* Version:\s+).*$/m, `$1${version}`));
  }
  entries.push({ name: `${FOLDER}/${relative(PLUGIN, path)}`, data });
}
// Source maps stay out of the site's copy; every other built file goes in.
for (const path of filesUnder(DIST, (file) => file.endsWith('.map') || file.endsWith('.zip') || file.startsWith('.vite'))) {
  entries.push({ name: `${FOLDER}/dist/${relative(DIST, path)}`, data: readFileSync(path) });
}

for (const old of readdirSync(DIST).filter((file) => /^vitrina-wordpress-.*\.zip$/.test(file))) rmSync(join(DIST, old));
const out = join(DIST, `vitrina-wordpress-${version}.zip`);
const archive = zip(entries);
writeFileSync(out, archive);
console.log(`wordpress: ${out} (${entries.length} files, ${(archive.length / 1024).toFixed(1)} KB)`);
