import type { StrengthLabels } from '../shared/config/passwords.ts';

/**
 * Spec §4.12 / §5.10: -1 unknown (the estimator is not loaded yet), 0 short, 1–2 bad, 3 good,
 * 4 strong, 5 the confirmation differs. Pure, so every rule is a table test.
 */
export type Strength = -1 | 0 | 1 | 2 | 3 | 4 | 5;

const UNKNOWN: Strength = -1;
const MISMATCH: Strength = 5;

/** An estimator score (0–4), or null while the estimator is not loaded. */
export function strengthOf(password: string, confirmation: string | null, score: number | null): Strength {
  if (confirmation !== null && confirmation !== '' && confirmation !== password) return MISMATCH;
  if (score === null) return UNKNOWN;
  return clampScore(score);
}

function clampScore(score: number): Strength {
  if (score <= 0) return 0;
  if (score === 1) return 1;
  if (score === 2) return 2;
  if (score === 3) return 3;
  return 4;
}

type MeterClass = 'unknown' | 'short' | 'bad' | 'good' | 'strong' | 'mismatch';

export interface MeterView {
  /** WooCommerce's modifier class on `.woocommerce-password-strength`, which the theme colours. */
  readonly className: MeterClass;
  readonly text: string;
  readonly showHint: boolean;
}

const CLASS_OF: Readonly<Record<Strength, MeterClass>> = {
  [-1]: 'unknown',
  0: 'short',
  1: 'bad',
  2: 'bad',
  3: 'good',
  4: 'strong',
  5: 'mismatch',
};

/** What the meter says; null while the password is empty (the meter is hidden then). */
export function meterView(
  password: string,
  strength: Strength,
  minStrength: number,
  labels: StrengthLabels,
  errorText: string,
): MeterView | null {
  if (password === '') return null;
  const className = CLASS_OF[strength];
  const weak = strength !== UNKNOWN && strength !== MISMATCH && strength < minStrength;
  return {
    className,
    text: weak ? `${labels[className]} - ${errorText}` : labels[className],
    showHint: strength >= 0 && strength <= 2,
  };
}

/**
 * Spec §5.10: submit is disabled when the password is not empty, the score is below the minimum
 * and not -1. A mismatch (5) is the server's to refuse. On checkout only with stop-checkout on.
 */
export function blocksSubmit(
  password: string,
  strength: Strength,
  minStrength: number,
  onCheckout: boolean,
  stopCheckout: boolean,
): boolean {
  if (onCheckout && !stopCheckout) return false;
  return password !== '' && strength !== UNKNOWN && strength < minStrength;
}

/**
 * Words that count against a password (spec §5.10, legacy-contracts §5 behaviour 4): the texts
 * are split on non-word characters; words shorter than 4 characters and repeats are dropped.
 * `\W` is Unicode-aware here so that Romanian words (ș, ț, ă) stay whole.
 */
export function disallowedWords(sources: readonly string[]): string[] {
  const words = new Set<string>();
  for (const source of sources) {
    for (const word of source.split(/[^\p{L}\p{N}_]+/u)) {
      if (word.length >= 4) words.add(word);
    }
  }
  return [...words];
}
