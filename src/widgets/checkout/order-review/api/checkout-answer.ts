import { fail, ok, type Result } from '../../../../api/result.ts';

/**
 * The checkout answer's JSON as checkout.js reads it (WooCommerce 10.9 assets/js/frontend/checkout.js
 * `submit`, its dataFilter): the body as JSON, or, when PHP printed notices before it, the first
 * match of `{"result…}` on one line parsed instead. Anything else is unusable.
 */
const SALVAGE = /{"result.*}/;

export function recoverCheckoutJson(body: string): Result<unknown> {
  const whole = parse(body);
  if (whole.ok) return whole;
  const match = SALVAGE.exec(body);
  return match ? parse(match[0]) : whole;
}

function parse(text: string): Result<unknown> {
  try {
    return ok(JSON.parse(text));
  } catch {
    return fail({ kind: 'invalid_json', detail: 'the body is not JSON' });
  }
}
