import { describe, expect, it } from 'vitest';
import { initialTab, nextTabIndex } from '../../../../src/widgets/product/product-tabs/model.ts';

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

describe('tab keyboard (APG tabs)', () => {
  it.each([
    ['Right moves forward', 0, 'ArrowRight', 1],
    ['Right wraps from the last to the first', 2, 'ArrowRight', 0],
    ['Left moves back', 1, 'ArrowLeft', 0],
    ['Left wraps from the first to the last', 0, 'ArrowLeft', 2],
    ['Home goes to the first', 2, 'Home', 0],
    ['End goes to the last', 0, 'End', 2],
    ['other keys do nothing', 1, 'a', null],
    ['Up/Down do nothing in a horizontal list', 1, 'ArrowDown', null],
  ] as const)('%s', (_rule, current, key, expected) => {
    expect(nextTabIndex(current, key, 3)).toBe(expected);
  });

  it('uses Up/Down in a vertical list', () => {
    expect(nextTabIndex(0, 'ArrowDown', 3, 'vertical')).toBe(1);
    expect(nextTabIndex(0, 'ArrowRight', 3, 'vertical')).toBe(null);
  });
});
