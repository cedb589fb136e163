import { afterEach, describe, expect, it } from 'vitest';
import { setShown } from '../../../../src/widgets/reviews/shared/shown.ts';

// The plugins' stylesheets hide their elements until their scripts show them inline (CR 5.117 css/frontend.css).
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function page(css: string, markup: string): HTMLElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  document.body.innerHTML = markup;
  return document.body.firstElementChild as HTMLElement;
}

describe('setShown (jQuery .show()/.hide() on printed plugin elements)', () => {
  it('a shown element beats a stylesheet rule that hides it', () => {
    const box = page(
      '.cr-ajax-reviews-review-form { display: none; }',
      '<div class="cr-ajax-reviews-review-form"></div>',
    );
    setShown(box, true);
    expect(getComputedStyle(box).display).toBe('block');
    expect(box.style.display).toBe('block');
  });

  it('an element no rule hides is shown without an inline display, so the theme keeps its own', () => {
    const box = page('.cr-clear-input { display: flex; }', '<span class="cr-clear-input" style="display:none"></span>');
    setShown(box, true);
    expect(box.style.display).toBe('');
    expect(getComputedStyle(box).display).toBe('flex');
  });

  it('hidden is an inline display: none, and the hidden attribute goes', () => {
    const box = page(
      '.cr-search-no-reviews { display: block !important; }',
      '<div class="cr-search-no-reviews" hidden></div>',
    );
    setShown(box, false);
    expect(box.style.display).toBe('none');
    expect(box.hasAttribute('hidden')).toBe(false);
  });
});
