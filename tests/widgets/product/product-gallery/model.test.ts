// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  moveSlide,
  startsDrag,
  swipeStep,
  zoomMode,
  zoomOrigin,
} from '../../../../src/widgets/product/product-gallery/model.ts';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const base = { largeWidths: [1200, 800], galleryWidth: 600, userAgent: desktop, touch: false, enabled: true };

describe('zoom eligibility (spec §2.3)', () => {
  it.each([
    ['hover zoom when some large width exceeds the gallery width', base, 'hover'],
    ['off when no image is wider than the gallery', { ...base, largeWidths: [600, 500] }, 'off'],
    ['an image exactly as wide as the gallery does not zoom', { ...base, largeWidths: [600] }, 'off'],
    ['click zoom on touch devices', { ...base, touch: true }, 'click'],
    ['off on mobile user agents', { ...base, userAgent: phone, touch: true }, 'off'],
    ['off on Android', { ...base, userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' }, 'off'],
    ['off when the page turns zoom off', { ...base, enabled: false }, 'off'],
    ['off with no images', { ...base, largeWidths: [] }, 'off'],
  ] as const)('%s', (_rule, input, expected) => {
    expect(zoomMode(input)).toBe(expected);
  });
});

describe('slider moves', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [0, 1, 0, 0],
  ])('from %i by %i of %i → %i', (current, delta, count, expected) => {
    expect(moveSlide(current, delta, count)).toBe(expected);
  });

  it('puts the pointed spot of the large image under the pointer, clamped', () => {
    const rect = { left: 100, top: 50, width: 200, height: 100 };
    expect(zoomOrigin(200, 100, rect)).toEqual({ x: 50, y: 50 });
    expect(zoomOrigin(0, 500, rect)).toEqual({ x: 0, y: 100 });
  });
});

describe('swipe (spec §9 drag threshold 15)', () => {
  it.each([
    [0, 0],
    [14, 0],
    [-14, 0],
    [15, -1],
    [-15, 1],
    [-120, 1],
    [80, -1],
  ] as const)('a drag of %d px moves %d', (dx, step) => {
    expect(swipeStep(dx, 15)).toBe(step);
  });

  it('starts a drag only past the threshold and when mostly horizontal', () => {
    expect(startsDrag(14, 0, 15)).toBe(false);
    expect(startsDrag(15, 3, 15)).toBe(true);
    expect(startsDrag(-20, 30, 15)).toBe(false);
  });
});
