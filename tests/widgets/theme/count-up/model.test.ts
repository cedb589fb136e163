// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countAt, formatCount, parseCount } from '../../../../src/widgets/theme/count-up/model.ts';

describe('count-up numbers keep the format they are printed in', () => {
  it.each([
    ['thousands with a dot', '12.500', 12500, '12.500'],
    ['thousands with a space', '1 250', 1250, '1 250'],
    ['a plain integer', '74', 74, '74'],
    ['a suffix', '98%', 98, '98%'],
    ['a prefix and suffix', '+1.200 lei', 1200, '+1.200 lei'],
    ['a Romanian decimal comma', '4,8', 4.8, '4,8'],
    ['grouping and decimals mixed', '1.234,56', 1234.56, '1.234,56'],
    ['an English decimal point', '3.75', 3.75, '3.75'],
  ] as const)('%s', (_rule, text, value, formatted) => {
    const format = parseCount(text);
    expect(format?.value).toBe(value);
    expect(formatCount(format!, value)).toBe(formatted);
  });

  it.each(['', 'fără cifre', '   '])('text without a number (%j) is left alone', (text) => {
    expect(parseCount(text)).toBeNull();
  });

  it('values on the way are written in the same format', () => {
    const format = parseCount('12.500')!;
    expect(formatCount(format, 0)).toBe('0');
    expect(formatCount(format, 3456.7)).toBe('3.457');
    expect(formatCount(parseCount('4,8')!, 2.25)).toBe('2,3');
  });
});

describe('the count eases out to the final value', () => {
  const format = parseCount('100')!;
  it('starts at zero and ends on the final value', () => {
    expect(countAt(format, 0)).toBe(0);
    expect(countAt(format, 1)).toBe(100);
  });
  it('never overshoots and only climbs', () => {
    const values = [0, 0.1, 0.3, 0.5, 0.8, 0.99, 1, 1.5].map((progress) => countAt(format, progress));
    expect(values.at(-1)).toBe(100);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    expect(Math.max(...values)).toBe(100);
  });
  it('is past half way at half time (fast first, then settling)', () => {
    expect(countAt(format, 0.5)).toBeGreaterThan(50);
  });
});
