// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { showsBackToTop } from '../../../../src/widgets/theme/back-to-top/model.ts';

describe('back-to-top', () => {
  it.each([
    ['hidden at the top', 0, false],
    ['hidden within the first screen', 800, false],
    ['shown past the first screen', 801, true],
  ] as const)('%s', (_rule, scrollY, expected) => {
    expect(showsBackToTop(scrollY, 800)).toBe(expected);
  });
});
