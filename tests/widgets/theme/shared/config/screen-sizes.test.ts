// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCREEN_MEDIA, screenSizeFor } from '../../../../../src/widgets/theme/shared/config/screen-sizes.ts';

describe('Flatsome screen sizes (spec §9: ≥ 850 px, 550–849 px, ≤ 549 px)', () => {
  it.each([
    [1280, 'large'],
    [850, 'large'],
    [849, 'medium'],
    [550, 'medium'],
    [549, 'small'],
    [320, 'small'],
  ] as const)('%i px is %s', (width, size) => {
    expect(screenSizeFor(width)).toBe(size);
  });
  it('the media queries say the same', () => {
    expect(SCREEN_MEDIA).toEqual({
      large: '(min-width: 850px)',
      medium: '(min-width: 550px) and (max-width: 849px)',
      small: '(max-width: 549px)',
    });
  });
});
