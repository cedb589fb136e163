// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bucharestCheckApplies,
  isBucharestSector,
  normaliseCity,
} from '../../../../../src/widgets/checkout/checkout-invoicing/rules/bucharest.ts';

describe('§5.6 Bucharest city check', () => {
  it.each([
    ['Sector 1', true],
    ['sector6', true],
    ['1', true],
    ['6', true],
    ['S3', true],
    ['s.4', true],
    ['Sec 2', true],
    ['sect. 5', true],
    ['Sector 7', false],
    ['0', false],
    ['București', false],
    ['Bucuresti', false],
    ['sectorul 1', false],
    ['', false],
    ['Sector 1 Sector 2', false],
  ])('%s is a sector: %s', (city, expected) => {
    expect(isBucharestSector(city)).toBe(expected);
  });

  it('lowercases and strips every non-alphanumeric character', () => {
    expect(normaliseCity(' Sect.-3 ')).toBe('sect3');
  });

  it('applies only to county B in Romania', () => {
    expect(bucharestCheckApplies('RO', 'B')).toBe(true);
    expect(bucharestCheckApplies('RO', 'IF')).toBe(false);
    expect(bucharestCheckApplies('MD', 'B')).toBe(false);
  });
});
