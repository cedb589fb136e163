// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialTab } from '../../../../src/widgets/product/product-tabs/model.ts';

const tabs = ['description', 'reviews', 'additional_information'];
const at = (hash: string, href = `https://shop.test/produs/x/${hash}`) => ({ hash, href });

describe('which product tab opens first (spec §2.3)', () => {
  it.each([
    ["hash containing 'comment-' opens reviews", at('#comment-12'), 'reviews'],
    ["'comment-' is matched case-insensitively", at('#Comment-12'), 'reviews'],
    ["'#reviews' opens reviews", at('#reviews'), 'reviews'],
    ["'#tab-reviews' opens reviews", at('#tab-reviews'), 'reviews'],
    ["'#comments' opens reviews (decision written in the model)", at('#comments'), 'reviews'],
    ["URL with 'comment-page-' opens reviews", at('', 'https://shop.test/produs/x/comment-page-2/'), 'reviews'],
    ["URL with 'cpage=' opens reviews", at('', 'https://shop.test/produs/x/?cpage=2'), 'reviews'],
    ["'#tab-additional_information' opens that tab", at('#tab-additional_information'), 'additional_information'],
    ['otherwise the first tab opens', at(''), 'description'],
    ['an unrelated hash opens the first tab', at('#main'), 'description'],
  ] as const)('%s', (_rule, location, expected) => {
    expect(initialTab(location, tabs)).toBe(expected);
  });

  it('falls back to the first tab when the page has no reviews tab', () => {
    expect(initialTab(at('#reviews'), ['description', 'additional_information'])).toBe('description');
  });
});
