import type { OptionsGraphEntry } from '@zxcvbn-ts/core';

/**
 * The QWERTY keyboard as zxcvbn's spatial matcher reads it, so that walks along the keys
 * ('1qaz2wsx', 'zxcvbn', 'poiuy') count as the easy guesses they are. Built from the four rows
 * rather than shipped as data: each key lists its neighbours in the slanted layout's six
 * directions (left, upper left, upper right, right, lower right, lower left), each neighbour as
 * its unshifted and shifted character. @zxcvbn-ts/language-common carries this graph (and the
 * keypads) once it is a dependency.
 */
const ROWS: readonly (readonly string[])[] = [
  ['`~', '1!', '2@', '3#', '4$', '5%', '6^', '7&', '8*', '9(', '0)', '-_', '=+'],
  ['qQ', 'wW', 'eE', 'rR', 'tT', 'yY', 'uU', 'iI', 'oO', 'pP', '[{', ']}', '\\|'],
  ['aA', 'sS', 'dD', 'fF', 'gG', 'hH', 'jJ', 'kK', 'lL', ';:', '\'"'],
  ['zZ', 'xX', 'cC', 'vV', 'bB', 'nN', 'mM', ',<', '.>', '/?'],
];

const key = (row: number, index: number): string | null => ROWS[row]?.[index] ?? null;

/** The second row sits half a key right of the number row; the rows below, half a key right of the one above. */
function neighbours(row: number, index: number): (string | null)[] {
  const upperLeft = index + (row === 1 ? 1 : 0);
  const lowerRight = index - (row === 0 ? 1 : 0);
  return [
    key(row, index - 1),
    key(row - 1, upperLeft),
    key(row - 1, upperLeft + 1),
    key(row, index + 1),
    key(row + 1, lowerRight),
    key(row + 1, lowerRight - 1),
  ];
}

export function qwertyGraph(): OptionsGraphEntry {
  const graph: OptionsGraphEntry = {};
  ROWS.forEach((keys, row) =>
    keys.forEach((token, index) => {
      for (const character of token) graph[character] = neighbours(row, index);
    }),
  );
  return graph;
}
