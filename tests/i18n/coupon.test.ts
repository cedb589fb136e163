// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { couponFailureText } from '../../src/i18n/coupon.ts';
import { ERROR_TEXTS } from '../../src/i18n/errors.ts';
import { TEXTS } from '../../src/widgets/checkout/order-review/texts.ts';

describe('couponFailureText', () => {
  it('a refused nonce (403, -1) asks for a reload', () => {
    expect(couponFailureText({ kind: 'http', status: 403 }, TEXTS.couponKept)).toBe(
      `${TEXTS.sessionExpired} ${TEXTS.couponKept}`,
    );
  });

  it.each([
    [{ kind: 'http', status: 500 } as const, ERROR_TEXTS.http],
    [{ kind: 'timeout' } as const, ERROR_TEXTS.timeout],
    [{ kind: 'offline' } as const, ERROR_TEXTS.offline],
    ['unreadable' as const, ERROR_TEXTS.invalid_json],
  ])('%o reads as the generic message plus what was kept', (error, text) => {
    expect(couponFailureText(error, TEXTS.couponKept)).toBe(`${text} ${TEXTS.couponKept}`);
  });
});
