// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stickyTop } from '../../../../src/widgets/theme/sticky-column/model.ts';

describe('sticky column offset (spec §9: sticky header height + 30)', () => {
  it('a column that fits sticks 30 px below the sticky header', () => {
    expect(stickyTop({ headerHeightPx: 60, columnHeightPx: 400, viewportHeightPx: 800 })).toBe(90);
    expect(stickyTop({ headerHeightPx: 70, columnHeightPx: 400, viewportHeightPx: 800 })).toBe(100);
  });
  it('a column exactly as tall as the room below the offset still sticks at the offset', () => {
    expect(stickyTop({ headerHeightPx: 60, columnHeightPx: 710, viewportHeightPx: 800 })).toBe(90);
  });
  it('a taller column sticks by its bottom, so its end can be reached', () => {
    expect(stickyTop({ headerHeightPx: 60, columnHeightPx: 1000, viewportHeightPx: 800 })).toBe(-200);
  });
});
