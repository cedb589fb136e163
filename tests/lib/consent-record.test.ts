// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoryCookieName,
  decodeConsentRecord,
  encodeConsentRecord,
  readYesNo,
} from '../../src/lib/consent-record.ts';

describe('the consent record of spec §3.12', () => {
  it('CookieLawInfoConsent is base64 of JSON with ver and one boolean per category', () => {
    const encoded = encodeConsentRecord({ ver: '1', categories: { necessary: true, analytics: false } });
    expect(JSON.parse(atob(encoded))).toEqual({ ver: '1', necessary: true, analytics: false });
  });

  it('keeps an optional ccpaOptout', () => {
    const encoded = encodeConsentRecord({ ver: '1', categories: { necessary: true }, ccpaOptout: false });
    expect(decodeConsentRecord(encoded)).toEqual({ ver: '1', categories: { necessary: true }, ccpaOptout: false });
  });

  it('round-trips category names outside ASCII', () => {
    const record = { ver: '2', categories: { funcționale: true } };
    expect(decodeConsentRecord(encodeConsentRecord(record))).toEqual(record);
  });

  it.each([undefined, '', 'not base64!', btoa('[1,2]'), btoa('{"ver":')])(
    'a missing or corrupt value (%s) reads as no record',
    (value) => {
      expect(decodeConsentRecord(value)).toBeNull();
    },
  );

  it('ignores fields that are not booleans', () => {
    expect(decodeConsentRecord(btoa('{"ver":1,"analytics":"yes","necessary":true}'))).toEqual({
      ver: '1',
      categories: { necessary: true },
    });
  });

  it('category cookies are cookielawinfo-checkbox-{category}, yes or no', () => {
    expect(categoryCookieName('analytics')).toBe('cookielawinfo-checkbox-analytics');
    expect([readYesNo('yes'), readYesNo('no'), readYesNo('1'), readYesNo(undefined)]).toEqual([
      true,
      false,
      undefined,
      undefined,
    ]);
  });
});
