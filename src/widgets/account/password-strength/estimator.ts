import { ZxcvbnFactory, type OptionsType } from '@zxcvbn-ts/core';

/** A zxcvbn score 0–4 for a password, with words from the page and profile counted against it. */
export type Estimate = (password: string, userInputs: readonly string[]) => number;

/** The estimator chunk: zxcvbn's matchers and scoring, built once with the loaded word lists. */
export function createEstimator(options: OptionsType): Estimate {
  const factory = new ZxcvbnFactory(options);
  return (password, userInputs) => factory.check(password, [...userInputs]).score;
}
