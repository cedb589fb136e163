import { afterEach, describe, expect, it } from 'vitest';
import { reviewRequest, serializeForm } from '../../../../src/widgets/checkout/order-review/model.ts';
import { paymentTarget } from '../../../../src/widgets/checkout/order-review/redirect.ts';
import { parseNotices } from '../../../../src/lib/wc-notices.ts';

afterEach(() => document.body.replaceChildren());

function form(shipToOther: boolean): HTMLFormElement {
  document.body.innerHTML = `<form>
  <input name="billing_country" value="RO"><input name="billing_state" value="CJ"><input name="billing_postcode" value="400001">
  <input name="billing_city" value="Cluj-Napoca"><input name="billing_address_1" value="Str. Florilor 12"><input name="billing_address_2" value="">
  <input type="checkbox" name="ship_to_different_address" value="1"${shipToOther ? ' checked' : ''}>
  <input name="shipping_country" value="RO"><input name="shipping_state" value="B"><input name="shipping_postcode" value="">
  <input name="shipping_city" value="București"><input name="shipping_address_1" value="Bd. Unirii 1"><input name="shipping_address_2" value="ap. 3">
  <input type="radio" name="payment_method" value="bacs"><input type="radio" name="payment_method" value="cod" checked>
  <input type="radio" name="shipping_method[0]" data-index="0" value="flat_rate:1"><input type="radio" name="shipping_method[0]" data-index="0" value="free_shipping:2" checked>
  <input type="file" name="upload"></form>`;
  return document.querySelector('form')!;
}

describe('reviewRequest (update_order_review body)', () => {
  it('sends billing as both addresses when shipping elsewhere is not ticked', () => {
    const body = reviewRequest(form(false), 'n0nce');
    expect(body.get('security')).toBe('n0nce');
    expect(body.get('payment_method')).toBe('cod');
    expect([body.get('city'), body.get('s_city'), body.get('s_state')]).toEqual(['Cluj-Napoca', 'Cluj-Napoca', 'CJ']);
    expect(body.get('has_full_address')).toBe('true');
    expect(body.getAll('shipping_method[0]')).toEqual(['free_shipping:2']);
    expect(new URLSearchParams(body.get('post_data')!).get('billing_address_1')).toBe('Str. Florilor 12');
  });

  it('sends the shipping address as s_* when ticked; a missing postcode is not a full address', () => {
    const body = reviewRequest(form(true), 'n0nce');
    expect([body.get('city'), body.get('s_city'), body.get('s_state'), body.get('s_address_2')]).toEqual([
      'Cluj-Napoca',
      'București',
      'B',
      'ap. 3',
    ]);
    expect(body.get('has_full_address')).toBe('false');
  });

  it('serializes like jQuery: no files, unticked boxes left out', () => {
    const fields = serializeForm(form(false));
    expect(fields.has('upload')).toBe(false);
    expect(fields.has('ship_to_different_address')).toBe(false);
    expect(fields.getAll('payment_method')).toEqual(['cod']);
  });
});

describe('paymentTarget (issue 26 item 2: any http(s) URL, nothing else)', () => {
  const base = 'https://magazin.test/finalizare-comanda/';
  it.each([
    [
      'a page of this site',
      'https://magazin.test/comanda-primita/123/?key=wc_order_x',
      'https://magazin.test/comanda-primita/123/?key=wc_order_x',
    ],
    ['a relative path', '/comanda-primita/123/', 'https://magazin.test/comanda-primita/123/'],
    [
      'an order-pay page',
      '/finalizare-comanda/order-pay/123/?pay_for_order=true&key=wc_order_x',
      'https://magazin.test/finalizare-comanda/order-pay/123/?pay_for_order=true&key=wc_order_x',
    ],
    [
      'an off-site payment page',
      'https://secure.mobilpay.ro/pay?order=123',
      'https://secure.mobilpay.ro/pay?order=123',
    ],
    ['a plain-http payment page', 'http://plati.example/x', 'http://plati.example/x'],
    [
      'a #confirm-pi hash',
      '#confirm-pi-pi_123_secret_abc:%2Fcomanda-primita%2F123%2F',
      'https://magazin.test/finalizare-comanda/#confirm-pi-pi_123_secret_abc:%2Fcomanda-primita%2F123%2F',
    ],
    ['javascript:', 'javascript:alert(1)', null],
    ['JavaScript: with spaces', '  JaVaScRiPt:alert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['another scheme', 'intent://pay#Intent;end', null],
    ['empty', '', null],
    ['garbage', 'http://[', null],
  ])('%s', (_name, url, expected) => {
    const target = paymentTarget(url, base);
    expect(target.kind === 'go' ? target.url : null).toBe(expected);
  });
});

describe('parseNotices', () => {
  it('keeps the text and the field of each li, as text', () => {
    const notices = parseNotices(
      '<ul class="woocommerce-error" role="alert"><li data-id="billing_city"><strong>Localitate</strong> este un câmp obligatoriu.</li><li>Altă  problemă</li></ul>',
    );
    expect(notices).toEqual([
      { text: 'Localitate este un câmp obligatoriu.', fieldId: 'billing_city' },
      { text: 'Altă problemă', fieldId: '' },
    ]);
  });

  it('a hostile notice runs nothing and keeps only its text', () => {
    const globals = window as unknown as Record<string, unknown>;
    const notices = parseNotices(
      '<div class="woocommerce-error">Eroare<img src=x onerror="window.__ran=1"><script>window.__ran=2</script></div>',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text.startsWith('Eroare')).toBe(true);
    expect(globals.__ran).toBeUndefined();
    expect(document.querySelector('img')).toBeNull();
  });

  it('an empty answer is no notice', () => {
    expect(parseNotices('  ')).toEqual([]);
    expect(parseNotices('<ul class="woocommerce-error"><li> </li></ul>')).toEqual([]);
  });

  it('with keepLinks, a free-standing notice with a link keeps its markup for the sanitizer; others stay text', () => {
    const answer =
      '<ul class="woocommerce-error" role="alert"><li>Ne pare rău, sesiunea ta a expirat. <a href="/produse/" class="wc-backward">Întoarce-te la magazin</a></li><li data-id="terms">Acceptă <a href="/termeni/">termenii</a>.</li><li>Fără link</li></ul>';
    expect(parseNotices(answer, { keepLinks: true })).toEqual([
      {
        text: 'Ne pare rău, sesiunea ta a expirat. Întoarce-te la magazin',
        fieldId: '',
        html: 'Ne pare rău, sesiunea ta a expirat. <a href="/produse/" class="wc-backward">Întoarce-te la magazin</a>',
      },
      { text: 'Acceptă termenii.', fieldId: 'terms' },
      { text: 'Fără link', fieldId: '' },
    ]);
    expect(parseNotices(answer)[0]).toEqual({
      text: 'Ne pare rău, sesiunea ta a expirat. Întoarce-te la magazin',
      fieldId: '',
    });
  });
});
