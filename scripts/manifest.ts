/**
 * Writes dist/manifest.json from the registry (the one list of widgets) and Vite's build manifest:
 * for each widget its chunk files, hook selector, trigger, area, plugin, retired handles and page
 * globals; for each plugin its label, widgets, handles and globals. The size report, the docs'
 * widget table and the WordPress plugin read this file instead of keeping lists of their own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLUGINS, type PluginKey } from '../src/plugins.ts';
import { registry } from '../src/registry.ts';
import { buildManifest, type ViteManifest } from './manifest/build.ts';
import { packageFacts } from './wordpress/release.ts';

const DIST = 'dist';
const vite = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
const { version } = packageFacts(readFileSync('package.json', 'utf8'));
const manifest = buildManifest(
  registry,
  PLUGINS as Record<PluginKey, string>,
  vite,
  (file) => readFileSync(join(DIST, file)),
  version,
);
writeFileSync(join(DIST, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `manifest: ${Object.keys(manifest.widgets).length} widgets, ${Object.keys(manifest.plugins).length} plugins, version ${manifest.version}, build ${manifest.build}`,
);
