import { afterEach, describe, expect, it } from 'vitest';
import { hashId, writeHash } from '../../../../src/widgets/theme/shared/location-hash.ts';

describe('location hash', () => {
  afterEach(() => history.replaceState(null, '', '/'));
  it.each([
    ['#tab_retur', 'tab_retur'],
    ['#', ''],
    ['', ''],
    ['#%C8%99ters', 'șters'],
    ['#%E0%A4%A', '%E0%A4%A'],
  ])('hashId(%j) = %j', (hash, expected) => {
    expect(hashId(hash)).toBe(expected);
  });
  it('writes the hash without adding a history entry', () => {
    history.replaceState(null, '', '/despre-noi/?x=1');
    const before = history.length;
    writeHash('tab_plata');
    expect(location.hash).toBe('#tab_plata');
    expect(location.search).toBe('?x=1');
    expect(history.length).toBe(before);
  });
});
