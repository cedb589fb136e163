/**
 * The per-widget half of the size report: what each widget's first mount fetches, read from
 * dist/manifest.json (its chunk and what that imports, the entry left out). A manifest that names
 * a file the build did not write, or a widget the registry does not have (or misses one it has),
 * is a stale or broken build: reported as problems, which fail `npm run size`.
 */

export interface ManifestWidgetFacts {
  readonly area: string;
  readonly trigger: string;
  readonly chunks: readonly string[];
}

export interface WidgetSize {
  readonly name: string;
  readonly area: string;
  readonly trigger: string;
  readonly files: number;
  /** gzip bytes of every file its first mount fetches, shared chunks included. */
  readonly gzip: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The widgets of a parsed dist/manifest.json, or what is wrong with its shape. */
export function manifestWidgets(json: unknown): Map<string, ManifestWidgetFacts> | string {
  if (!isRecord(json) || !isRecord(json['widgets'])) return 'dist/manifest.json has no "widgets" object';
  const widgets = new Map<string, ManifestWidgetFacts>();
  for (const [name, facts] of Object.entries(json['widgets'])) {
    if (!isRecord(facts)) return `dist/manifest.json: widget ${name} is not an object`;
    const { area, trigger, chunks } = facts;
    if (typeof area !== 'string' || typeof trigger !== 'string' || !isStrings(chunks))
      return `dist/manifest.json: widget ${name} lacks area, trigger or chunks`;
    widgets.set(name, { area, trigger, chunks });
  }
  return widgets;
}

/** `gzipOf` answers null for a file that is not in dist/. */
export function widgetSizes(
  widgets: ReadonlyMap<string, ManifestWidgetFacts>,
  registryNames: readonly string[],
  gzipOf: (file: string) => number | null,
): { rows: WidgetSize[]; problems: string[] } {
  const problems: string[] = [];
  const known = new Set(registryNames);
  for (const name of registryNames)
    if (!widgets.has(name))
      problems.push(`dist/manifest.json lacks widget ${name}, which the registry has (run npm run build)`);
  const rows: WidgetSize[] = [];
  for (const [name, facts] of widgets) {
    if (!known.has(name)) problems.push(`dist/manifest.json names widget ${name}, which the registry does not have`);
    if (facts.chunks.length === 0) problems.push(`dist/manifest.json gives widget ${name} no chunk`);
    let gzip = 0;
    for (const file of facts.chunks) {
      const size = gzipOf(file);
      if (size === null) problems.push(`dist/manifest.json names ${file} for widget ${name}, which is not in dist/`);
      else gzip += size;
    }
    rows.push({ name, area: facts.area, trigger: facts.trigger, files: facts.chunks.length, gzip });
  }
  rows.sort((a, b) => a.area.localeCompare(b.area) || a.name.localeCompare(b.name));
  return { rows, problems };
}
