// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STRENGTH_LABELS_RO } from '../../../../src/widgets/account/shared/config/passwords.ts';
import {
  blocksSubmit,
  disallowedWords,
  meterView,
  strengthOf,
  type Strength,
} from '../../../../src/widgets/account/password-strength/model.ts';

const ERROR = 'Te rog introdu o parolă mai puternică.';

describe('spec §4.12: states', () => {
  it.each([
    ['no estimator yet → -1 unknown', 'abc', null, null, -1],
    ['score 0 → 0', 'abc', null, 0, 0],
    ['score 2 → 2', 'abc', null, 2, 2],
    ['score 4 → 4', 'abc', null, 4, 4],
    ['a confirmation that differs → 5 mismatch, even before the estimator loads', 'abcdef', 'abcdeg', null, 5],
    ['an empty confirmation is not a mismatch', 'abcdef', '', 3, 3],
    ['an equal confirmation leaves the score', 'abcdef', 'abcdef', 1, 1],
  ] as const)('%s', (_name, password, confirmation, score, expected) => {
    expect(strengthOf(password, confirmation, score)).toBe(expected);
  });
});

describe('spec §5.10: labels, error and hint', () => {
  const view = (strength: Strength, password = 'x') => meterView(password, strength, 3, STRENGTH_LABELS_RO, ERROR);

  it('is hidden while the password is empty', () => {
    expect(view(0, '')).toBeNull();
  });
  it.each([
    [-1, 'unknown', 'Putere parolă necunoscută', false],
    [0, 'short', `Foarte slabă - ${ERROR}`, true],
    [1, 'bad', `Slabă - ${ERROR}`, true],
    [2, 'bad', `Slabă - ${ERROR}`, true],
    [3, 'good', 'Medie', false],
    [4, 'strong', 'Puternică', false],
    [5, 'mismatch', 'Nu se potrivesc', false],
  ] as const)('state %i shows class %s, "%s", hint %s', (strength, className, text, showHint) => {
    expect(view(strength)).toEqual({ className, text, showHint });
  });
});

describe('spec §5.10: submit rule', () => {
  it.each([
    ['weak password blocks', 'abc', 2, false, false, true],
    ['very weak password blocks', 'abc', 0, false, false, true],
    ['medium password does not block', 'abc', 3, false, false, false],
    ['an empty password never blocks', '', 0, false, false, false],
    ['unknown (-1) never blocks', 'abc', -1, false, false, false],
    ['a mismatch is the server’s to refuse', 'abc', 5, false, false, false],
    ['checkout with stop-checkout off does not block', 'abc', 1, true, false, false],
    ['checkout with stop-checkout on blocks', 'abc', 1, true, true, true],
  ] as const)('%s', (_name, password, strength, onCheckout, stopCheckout, expected) => {
    expect(blocksSubmit(password, strength, 3, onCheckout, stopCheckout)).toBe(expected);
  });
});

describe('spec §5.10: words that count against a password', () => {
  it('splits on non-word characters, drops words under 4 characters and repeats', () => {
    expect(
      disallowedWords([
        'Contul meu – Vitrina',
        'http://127.0.0.1/contul-meu/editare-cont/',
        'Ana',
        'ana.popescu@example.ro',
        'Vitrina',
      ]),
    ).toEqual(['Contul', 'Vitrina', 'http', 'contul', 'editare', 'cont', 'popescu', 'example']);
  });
  it('keeps Romanian words whole', () => {
    expect(disallowedWords(['Ștefănescu Țuțuianu'])).toEqual(['Ștefănescu', 'Țuțuianu']);
  });
});
