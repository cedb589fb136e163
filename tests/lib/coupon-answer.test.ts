import { describe, expect, it } from 'vitest';
import { parseCouponAnswer } from '../../src/lib/coupon-answer.ts';

describe('parseCouponAnswer (apply_coupon / remove_coupon answer, dataType html)', () => {
  it('a woocommerce-message is good news, kept as text', () => {
    expect(
      parseCouponAnswer(
        '<div class="woocommerce-message" role="alert">Codul cuponului a fost aplicat cu succes.</div>',
      ),
    ).toEqual({
      tone: 'success',
      notices: [{ text: 'Codul cuponului a fost aplicat cu succes.', fieldId: '' }],
    });
  });

  it('a woocommerce-error list is an error, one notice per item', () => {
    expect(
      parseCouponAnswer(
        '<ul class="woocommerce-error" role="alert"><li>Cuponul „x” nu există!</li><li>Altceva</li></ul>',
      ),
    ).toEqual({
      tone: 'error',
      notices: [
        { text: 'Cuponul „x” nu există!', fieldId: '' },
        { text: 'Altceva', fieldId: '' },
      ],
    });
  });

  it('an error next to a success makes the answer an error', () => {
    expect(
      parseCouponAnswer('<div class="woocommerce-message">Bine</div><ul class="woocommerce-error"><li>Rău</li></ul>')
        ?.tone,
    ).toBe('error');
  });

  it('markup inside a notice becomes text: nothing of it survives as HTML', () => {
    const answer = parseCouponAnswer(
      '<ul class="woocommerce-error"><li><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>Cuponul <b>„a”</b> nu există!</li></ul>',
    );
    expect(answer?.notices).toEqual([{ text: 'window.__xss=1Cuponul „a” nu există!', fieldId: '' }]);
  });

  it.each([
    ['an empty body', ''],
    ['a malformed JSON answer', '{"fragments": <div class="widget_shopping_cart_content">'],
    ['JSON of another shape', '{}'],
    ['a PHP error page', '<html><body><p>A apărut o eroare critică.</p></body></html>'],
    ['a notice with no text', '<div class="woocommerce-message">  </div>'],
  ])('%s is not an answer', (_name, body) => {
    expect(parseCouponAnswer(body)).toBeNull();
  });
});
