// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isMarketingEmail } from '../../../../src/widgets/checkout/newsletter/marketing-email.ts';

describe('§5.9 marketing e-mail pattern', () => {
  it.each<[string, string, boolean]>([
    ['a plain address', 'ana@exemplu.ro', true],
    ['a + tag in the local part', 'ana+oferte@exemplu.ro', true],
    ['dots, dashes and underscores', 'ana.maria_pop-1@mail.exemplu.com', true],
    ['a 4-letter final label', 'ana@exemplu.shop', true],
    ['a 5-letter final label is not sent', 'ana@exemplu.store', false],
    ['a 1-letter final label', 'ana@exemplu.r', false],
    ['no @', 'ana.exemplu.ro', false],
    ['no domain dot', 'ana@exemplu', false],
    ['diacritics in the local part', 'ană@exemplu.ro', false],
    ['spaces around are ignored', ' ana@exemplu.ro ', true],
  ])('%s: %s', (_rule, value, expected) => {
    expect(isMarketingEmail(value)).toBe(expected);
  });
});
