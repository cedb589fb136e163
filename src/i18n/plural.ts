/**
 * Romanian has three plural forms (one / few / other). WordPress translation files use the
 * GlotPress expression `n == 1 ? 0 : (n == 0 || n % 100 >= 2 && n % 100 <= 19) ? 1 : 2`, so
 * Vitrina uses the same one: a count reads the same in our texts and in the server's.
 */
export function pluralIndex(count: number): 0 | 1 | 2 {
  if (count === 1) return 0;
  const lastTwo = Math.abs(count) % 100;
  return count === 0 || (lastTwo >= 2 && lastTwo <= 19) ? 1 : 2;
}

/** `plural(3, ['{n} produs', '{n} produse', '{n} de produse'])` → '3 produse'. */
export function plural(count: number, forms: readonly [string, string, string]): string {
  return forms[pluralIndex(count)].replaceAll('{n}', String(count));
}
