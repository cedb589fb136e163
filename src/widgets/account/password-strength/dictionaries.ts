import type { OptionsType } from '@zxcvbn-ts/core';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { qwertyGraph } from './keyboard.ts';

/**
 * The estimator's word lists, fetched as their own chunk together with the estimator on the first
 * keystroke. Today the shop's interim list and a QWERTY graph: @zxcvbn-ts/core ships no
 * dictionary and no keyboard graph, and its language packages are not dependencies yet. With
 * them installed this becomes `import('@zxcvbn-ts/language-common')` and
 * `import('@zxcvbn-ts/language-en')`, each a chunk of its own, merged into `dictionary` and `graphs`.
 */
export function estimatorOptions(): OptionsType {
  return { dictionary: { passwords: [...COMMON_PASSWORDS] }, graphs: { qwerty: qwertyGraph() } };
}
