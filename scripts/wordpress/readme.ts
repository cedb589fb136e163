/**
 * wordpress/readme.txt in WordPress.org's plugin readme format: `=== Name ===`, then `Header: value` lines
 * up to the first blank line, a short description, then `== Section ==` blocks. The build checks it (and
 * a unit test checks the repository's copy) so that the file WordPress and site owners read never names a
 * version other than the one shipped, nor lacks a header the plugin directory's validator asks for.
 */

export interface PluginReadme {
  readonly name: string;
  /** Header name as written (e.g. `Stable tag`) → value. */
  readonly headers: ReadonlyMap<string, string>;
  /** The one-line summary after the headers. */
  readonly summary: string;
  /** Section title (e.g. `Changelog`) → its text. */
  readonly sections: ReadonlyMap<string, string>;
}

export const REQUIRED_HEADERS = [
  'Contributors',
  'Tags',
  'Requires at least',
  'Tested up to',
  'Requires PHP',
  'Stable tag',
  'License',
  'License URI',
] as const;
const REQUIRED_SECTIONS = ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog'] as const;

/** Reads the file's parts; never throws (a malformed file yields empty parts, which checkReadme reports). */
export function parseReadme(text: string): PluginReadme {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const name = /^===\s*(.+?)\s*===\s*$/.exec(lines[0] ?? '')?.[1] ?? '';
  const headers = new Map<string, string>();
  let at = 1;
  for (; at < lines.length && (lines[at] ?? '').trim() !== ''; at++) {
    const header = /^([A-Za-z][A-Za-z ]*?):\s*(.*?)\s*$/.exec(lines[at] ?? '');
    if (header?.[1] !== undefined && header[2] !== undefined) headers.set(header[1], header[2]);
  }
  const bodies = new Map<string, string[]>();
  const summary: string[] = [];
  let current: string[] = summary;
  for (const line of lines.slice(at)) {
    const title = /^==\s*([^=].*?)\s*==\s*$/.exec(line)?.[1];
    if (title === undefined) current.push(line);
    else bodies.set(title, (current = []));
  }
  const sections = new Map([...bodies].map(([title, body]) => [title, body.join('\n').trim()] as const));
  return { name, headers, summary: summary.join('\n').trim(), sections };
}

/** `= 0.2.0 =` lines of the Changelog section, newest first as written. */
function changelogVersions(readme: PluginReadme): string[] {
  const changelog = readme.sections.get('Changelog') ?? '';
  return [...changelog.matchAll(/^=\s*([^=\s]+)\s*=\s*$/gm)].map((match) => match[1] ?? '');
}

/** Every way the readme falls short of the format or disagrees with the version; empty when it is right. */
export function checkReadme(readme: PluginReadme, version: string): string[] {
  const problems: string[] = [];
  if (readme.name === '') problems.push('readme.txt: the first line is not "=== Plugin Name ==="');
  for (const header of REQUIRED_HEADERS) {
    if (!readme.headers.get(header)) problems.push(`readme.txt: missing header "${header}"`);
  }
  const stable = readme.headers.get('Stable tag');
  if (stable && stable !== version)
    problems.push(`readme.txt: Stable tag ${stable} is not the version ${version} (package.json)`);
  if (readme.summary === '' || readme.summary.length > 150)
    problems.push('readme.txt: the short description after the headers must be 1–150 characters');
  for (const section of REQUIRED_SECTIONS) {
    if (!readme.sections.get(section)) problems.push(`readme.txt: missing or empty section "== ${section} =="`);
  }
  if (changelogVersions(readme)[0] !== version)
    problems.push(`readme.txt: the Changelog does not start with "= ${version} ="`);
  return problems;
}
