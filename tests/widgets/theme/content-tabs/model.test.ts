// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialTabIndex, tabForHash } from '../../../../src/widgets/theme/content-tabs/model.ts';

const tabs = [
  { target: 'tab_livrare', itemId: 'tab-livrare' },
  { target: 'tab_retur', itemId: 'tab-retur' },
  { target: 'tab_plata', itemId: '' },
];

describe('which content tab opens (hash tabs)', () => {
  it.each([
    ['the hash naming a panel opens its tab', 'tab_retur', 0, 1],
    ['the hash naming a tab item opens it', 'tab-retur', 0, 1],
    ['no hash: the tab the server marked active', '', 2, 2],
    ['an unrelated hash: the server-active tab', 'main', 1, 1],
    ['nothing marked active: the first tab', '', -1, 0],
    ['an empty item id never matches', '', -1, 0],
  ] as const)('%s', (_rule, hash, serverActive, expected) => {
    expect(initialTabIndex(hash, tabs, serverActive)).toBe(expected);
  });
  it('a hash change to an unknown id opens nothing', () => {
    expect(tabForHash('tab_necunoscut', tabs)).toBe(-1);
    expect(tabForHash('', tabs)).toBe(-1);
  });
});
