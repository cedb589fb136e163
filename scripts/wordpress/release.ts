/**
 * One version, read by people: package.json's semver is the release. The plugin header (what WordPress's
 * Plugins screen and its upgrader show), readme.txt's Stable tag, CHANGELOG.md's newest entry, the zip's
 * name and dist/manifest.json all carry it. The sources state it literally rather than having the build
 * write it in, so what is committed reads true; the build and a unit test refuse any disagreement.
 */
import { readFileSync } from 'node:fs';
import { checkReadme, parseReadme } from './readme.ts';

const LICENSE = 'GPL-2.0-or-later';
const LICENSE_URI = 'https://www.gnu.org/licenses/gpl-2.0.html';

/** The texts the release is checked across (read from disk by readRelease, given directly by tests). */
export interface ReleaseFiles {
  readonly packageJson: string;
  readonly pluginPhp: string;
  readonly readmeTxt: string;
  readonly changelogMd: string;
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** package.json's version and licence; throws when they are not what a release needs. */
export function packageFacts(packageJson: string): { version: string; license: string } {
  const parsed: unknown = JSON.parse(packageJson);
  const fields: Record<string, unknown> = typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
  const { version, license } = fields;
  if (typeof version !== 'string' || !SEMVER.test(version))
    throw new Error(`package.json: version ${String(version)} is not semver`);
  return { version, license: typeof license === 'string' ? license : '' };
}

/** A `* Name: value` line of the plugin's header comment. */
function pluginHeader(php: string, name: string): string | undefined {
  return new RegExp(`^\\s*\\*\\s*${name}:\\s*(.+?)\\s*$`, 'm').exec(php)?.[1];
}

/** The first `## [x.y.z]` heading of a Keep a Changelog file (`[Unreleased]` skipped). */
function newestChangelogVersion(markdown: string): string | undefined {
  return /^## \[(\d[^\]]*)\]/m.exec(markdown)?.[1];
}

/** Every disagreement between the files and package.json; empty when the release is consistent. */
export function releaseProblems(files: ReleaseFiles): string[] {
  const { version, license } = packageFacts(files.packageJson);
  const problems: string[] = [];
  if (license !== LICENSE) problems.push(`package.json: license ${license} is not ${LICENSE}`);
  const header = (name: string) => pluginHeader(files.pluginPhp, name);
  if (header('Version') !== version)
    problems.push(`wordpress/vitrina.php: Version ${String(header('Version'))} is not ${version} (package.json)`);
  if (header('License') !== LICENSE) problems.push(`wordpress/vitrina.php: License is not ${LICENSE}`);
  if (header('License URI') !== LICENSE_URI) problems.push(`wordpress/vitrina.php: License URI is not ${LICENSE_URI}`);
  if (header('Text Domain') !== 'vitrina' || header('Domain Path') !== '/languages')
    problems.push('wordpress/vitrina.php: Text Domain must be vitrina, Domain Path /languages');
  const readme = parseReadme(files.readmeTxt);
  problems.push(...checkReadme(readme, version));
  if (readme.headers.get('License') !== LICENSE) problems.push(`readme.txt: License is not ${LICENSE}`);
  if (readme.headers.get('Requires at least') !== header('Requires at least'))
    problems.push('readme.txt: Requires at least differs from the plugin header');
  if (readme.headers.get('Requires PHP') !== header('Requires PHP'))
    problems.push('readme.txt: Requires PHP differs from the plugin header');
  if (newestChangelogVersion(files.changelogMd) !== version)
    problems.push(`CHANGELOG.md: the newest entry is not ## [${version}]`);
  return problems;
}

/** The repository's own files, from its root. */
export function readRelease(root = '.'): ReleaseFiles {
  const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');
  return {
    packageJson: read('package.json'),
    pluginPhp: read('wordpress/vitrina.php'),
    readmeTxt: read('wordpress/readme.txt'),
    changelogMd: read('CHANGELOG.md'),
  };
}
