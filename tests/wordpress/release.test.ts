// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkReadme, parseReadme, REQUIRED_HEADERS } from '../../scripts/wordpress/readme.ts';
import { readRelease, releaseProblems } from '../../scripts/wordpress/release.ts';

// The repository's readme.txt, plugin header and changelog against package.json, and the readme checker
// itself on broken copies of that readme (a checker that passes everything would pass the first test too).
const repository = readRelease();
const version = (JSON.parse(repository.packageJson) as { version: string }).version;

describe('the release (scripts/wordpress/release.ts)', () => {
  it('agrees everywhere with package.json: plugin header, readme.txt, CHANGELOG.md, GPL-2.0-or-later', () => {
    expect(releaseProblems(repository)).toEqual([]);
  });

  it('refuses a plugin header or changelog that names another version', () => {
    const stale = {
      ...repository,
      pluginPhp: repository.pluginPhp.replace(/(\* Version:\s+).*/, '$10.0.0-dev'),
      changelogMd: '# Changelog\n\n## [0.0.1] - 2026-01-01\n',
    };
    expect(releaseProblems(stale)).toEqual([
      `wordpress/vitrina.php: Version 0.0.0-dev is not ${version} (package.json)`,
      `CHANGELOG.md: the newest entry is not ## [${version}]`,
    ]);
  });

  it('refuses an unlicensed plugin', () => {
    const unlicensed = {
      ...repository,
      packageJson: repository.packageJson.replace('"GPL-2.0-or-later"', '"UNLICENSED"'),
    };
    expect(releaseProblems(unlicensed)).toEqual(['package.json: license UNLICENSED is not GPL-2.0-or-later']);
  });
});

describe('readme.txt in the WordPress.org format (scripts/wordpress/readme.ts)', () => {
  const readme = repository.readmeTxt;

  it('reads the name, every header, the summary and the sections', () => {
    const parsed = parseReadme(readme);
    expect(parsed.name).toBe('Vitrina');
    expect(parsed.headers.get('Stable tag')).toBe(version);
    expect(parsed.summary).not.toBe('');
    expect([...parsed.sections.keys()]).toEqual([
      'Description',
      'Installation',
      'Frequently Asked Questions',
      'Changelog',
    ]);
  });

  it.each(REQUIRED_HEADERS)('fails without the %s header', (header) => {
    const without = readme
      .split('\n')
      .filter((line) => !line.startsWith(`${header}:`))
      .join('\n');
    expect(checkReadme(parseReadme(without), version)).toContain(`readme.txt: missing header "${header}"`);
  });

  it('fails on a Stable tag that is not the version', () => {
    const old = readme.replace(/^Stable tag: .*$/m, 'Stable tag: 0.1.0');
    expect(checkReadme(parseReadme(old), version)).toEqual([
      `readme.txt: Stable tag 0.1.0 is not the version ${version} (package.json)`,
    ]);
  });

  it('fails on a missing section, and on a changelog without the version', () => {
    const noFaq = readme.replace('== Frequently Asked Questions ==', '== Questions ==');
    expect(checkReadme(parseReadme(noFaq), version)).toEqual([
      'readme.txt: missing or empty section "== Frequently Asked Questions =="',
    ]);
    const noEntry = readme.replace(`= ${version} =`, '= next =');
    expect(checkReadme(parseReadme(noEntry), version)).toEqual([
      `readme.txt: the Changelog does not start with "= ${version} ="`,
    ]);
  });
});
