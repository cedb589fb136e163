import { createHash } from 'node:crypto';
import type { PluginKey, WidgetRow } from '../../src/plugins.ts';

/** The part of Vite's `build.manifest` output this script reads. */
export type ViteManifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>;

interface ManifestWidget {
  area: string;
  plugin: PluginKey;
  selector: string;
  trigger: string;
  /** Files under dist/ that the widget's first mount fetches: its chunk and what that imports, the entry left out. */
  chunks: string[];
  retires: string[];
  globals: string[];
}

interface ManifestPlugin {
  label: string;
  widgets: string[];
  /** Every handle its widgets retire together, each once. */
  handles: string[];
  globals: string[];
}

export interface Manifest {
  /** The release, package.json's semver: what people read (the plugin header, the zip's name, Settings). */
  version: string;
  /** A hash of every file the build emitted: the module's cache key (`?ver=`), new with every changed build. */
  build: string;
  entry: string;
  widgets: Record<string, ManifestWidget>;
  plugins: Record<string, ManifestPlugin>;
}

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

/** The widget chunk and its static imports, depth first, each once, the entry left out. */
function chunksOf(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = vite[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunksOf(vite, child, seen))];
}

export function buildManifest(
  registry: readonly WidgetRow[],
  labels: Record<PluginKey, string>,
  vite: ViteManifest,
  read: (file: string) => Buffer,
  version: string,
): Manifest {
  const entry = Object.values(vite).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('Vite manifest has no entry');
  const widgets: Record<string, ManifestWidget> = {};
  for (const row of registry) {
    const key = `src/widgets/${row.area}/${row.name}/index.ts`;
    if (!vite[key]) throw new Error(`${row.name}: no chunk for ${key} (is the widget in src/widgets/${row.area}/?)`);
    widgets[row.name] = {
      area: row.area,
      plugin: row.plugin,
      selector: row.selector,
      trigger: row.trigger,
      chunks: chunksOf(vite, key),
      retires: [...row.retires],
      globals: [...row.globals],
    };
  }
  const plugins: Record<string, ManifestPlugin> = {};
  for (const [key, label] of Object.entries(labels) as [PluginKey, string][]) {
    const rows = registry.filter((row) => row.plugin === key);
    if (rows.length === 0) throw new Error(`plugin ${key} has no widget`);
    plugins[key] = {
      label,
      widgets: rows.map((row) => row.name),
      handles: unique(rows.flatMap((row) => row.retires)),
      globals: unique(rows.flatMap((row) => row.globals)),
    };
  }
  const hash = createHash('sha256');
  for (const file of unique(Object.values(vite).map((chunk) => chunk.file))) hash.update(file).update(read(file));
  return { version, build: hash.digest('hex').slice(0, 12), entry: entry.file, widgets, plugins };
}
