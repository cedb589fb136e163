// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_FRAME_WIDGETS } from '../../scripts/build/chunking.ts';
import { registry } from '../../src/registry.ts';

/** `area/name`, the folder a row's widget lives in (src/widgets/<area>/<name>/). */
function folderOf(load: () => Promise<unknown>): string | undefined {
  return /widgets\/([^/]+\/[^/]+)\//.exec(load.toString())?.[1];
}

describe('build chunking: the page frame', () => {
  const folders = new Set(registry.map((row) => folderOf(row.load)));

  it('names only widgets the registry holds (a renamed widget would take its imports out of `shared`)', () => {
    for (const folder of PAGE_FRAME_WIDGETS) expect(folders, folder).toContain(folder);
  });

  it('holds widgets hosted on every page: body, the header, the cookie bar, the floating badge', () => {
    const selectors = registry
      .filter((row) => PAGE_FRAME_WIDGETS.has(folderOf(row.load) ?? ''))
      .map((row) => row.selector);
    expect(selectors).toHaveLength(PAGE_FRAME_WIDGETS.size);
    expect(selectors).toEqual(
      expect.arrayContaining(['body', '#header', '#cookie-law-info-bar', '#cr_floatingtrustbadge']),
    );
  });
});
