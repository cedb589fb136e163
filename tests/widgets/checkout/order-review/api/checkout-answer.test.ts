// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recoverCheckoutJson } from '../../../../../src/widgets/checkout/order-review/api/checkout-answer.ts';

describe('recoverCheckoutJson (checkout.js dataFilter)', () => {
  it('reads a clean answer', () => {
    expect(recoverCheckoutJson('{"result":"success","redirect":"/x/"}')).toEqual({
      ok: true,
      value: { result: 'success', redirect: '/x/' },
    });
  });

  it('recovers the answer from behind PHP notices', () => {
    const body =
      '<br />\n<b>Notice</b>:  Undefined index: foo in <b>/var/www/functions.php</b> on line <b>12</b><br />\n{"result":"failure","messages":"<ul><li>x<\\/li><\\/ul>","refresh":false,"reload":false}';
    expect(recoverCheckoutJson(body)).toEqual({
      ok: true,
      value: { result: 'failure', messages: '<ul><li>x</li></ul>', refresh: false, reload: false },
    });
  });

  it('an answer it cannot recover is invalid_json', () => {
    expect(recoverCheckoutJson('<b>Fatal error</b>: oops').ok).toBe(false);
    expect(recoverCheckoutJson('<b>Notice</b> {"result":"success", broken').ok).toBe(false);
  });
});
