// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAboveViewport } from '../../../../src/widgets/product/sticky-add-to-cart/model.ts';

describe('sticky bar (spec §2.3, threshold 0)', () => {
  it.each([
    ['shows once the area is fully out of view above', false, -1, true],
    ['not while any part is visible', true, 10, false],
    ['not for an area below the viewport (not reached yet)', false, 900, false],
    ['not when the bottom is exactly at the top edge', false, 0, false],
  ])('%s', (_rule, intersecting, bottom, expected) => {
    expect(isAboveViewport(intersecting, bottom)).toBe(expected);
  });
});
