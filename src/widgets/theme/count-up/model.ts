/**
 * A count-up number as printed (Flatsome `span.count-up`): the final value stays in the HTML, the
 * animation only writes the values on the way there in the same format ('12.500', '98%', '4,8').
 */
export interface CountFormat {
  readonly prefix: string;
  readonly suffix: string;
  readonly value: number;
  readonly decimals: number;
  readonly groupSeparator: string;
  readonly decimalSeparator: string;
}

const NUMBER = /^(\D*?)(\d[\d.,\s\u00a0]*\d|\d)(\D*)$/;

export function parseCount(text: string): CountFormat | null {
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  const [, prefix = '', digits = '', suffix = ''] = match;
  const separators = digits.replace(/\d/g, '');
  let groupSeparator = '';
  let decimalSeparator = ',';
  let decimals = 0;
  const last = separators.at(-1);
  if (last !== undefined) {
    const lastPart = digits.slice(digits.lastIndexOf(last) + 1);
    const mixed = new Set(separators).size > 1;
    const isDecimal = mixed || (separators.length === 1 && lastPart.length !== 3 && /[.,]/.test(last));
    if (isDecimal) {
      decimalSeparator = last;
      decimals = lastPart.length;
      groupSeparator = mixed ? (separators[0] ?? '') : '';
    } else {
      groupSeparator = last;
    }
  }
  const plain = digits
    .split(decimals > 0 ? decimalSeparator : '\u0000')
    .map((part) => part.replace(/\D/g, ''))
    .join('.');
  const value = Number(plain);
  return Number.isFinite(value) ? { prefix, suffix, value, decimals, groupSeparator, decimalSeparator } : null;
}

export function formatCount(format: CountFormat, value: number): string {
  const fixed = value.toFixed(format.decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = format.groupSeparator === '' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.groupSeparator);
  return `${format.prefix}${grouped}${fraction === undefined ? '' : format.decimalSeparator + fraction}${format.suffix}`;
}

/** Ease-out cubic: fast at first, settling on the final value. `progress` in 0..1. */
export function countAt(format: CountFormat, progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return format.value * (1 - (1 - clamped) ** 3);
}
