/** The value formats of spec §5.4, each a pure predicate over one trimmed, non-blank value. */

const LOCAL_PART = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[a-z0-9-]+$/i;

/** WordPress is_email(): at least 6 chars, one @ not first, a dotted domain of clean labels. */
export function isEmail(value: string): boolean {
  if (value.length < 6) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  if (domain.includes('..') || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

/** WordPress's allowed protocols, the list CF7 6.1 accepts. */
const URL_SCHEMES: readonly string[] = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'news',
  'irc',
  'irc6',
  'ircs',
  'gopher',
  'nntp',
  'feed',
  'telnet',
  'mms',
  'rtsp',
  'sms',
  'svn',
  'tel',
  'fax',
  'xmpp',
  'webcal',
  'urn',
];

export function isUrl(value: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return false;
  }
  return URL_SCHEMES.includes(parsed.protocol.replace(/:$/, '').toLowerCase());
}

/** Drops extension and separators, folds `00` into `+`, then wants 6 to 15 characters of digits. */
function normaliseTel(value: string): string {
  const beforeExtension = value.split(/[#*]/)[0] ?? '';
  return beforeExtension.replace(/[()/.*#\s-]/g, '').replace(/^(?:\+|00)/, '+');
}

export function isTel(value: string): boolean {
  const normal = normaliseTel(value);
  return /^\+?[0-9]+$/.test(normal) && normal.length >= 6 && normal.length <= 15;
}

export function isNumber(value: string): boolean {
  return /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/.test(value);
}

export function isDate(value: string): boolean {
  const match = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isTime(value: string): boolean {
  const match = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec(value);
  if (!match) return false;
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 && (match[3] === undefined || Number(match[3]) <= 59);
}

/** Day of the week of a YYYY-MM-DD date, Monday = 1 … Sunday = 7; NaN for a date that is not one. */
export function dayOfWeek(value: string): number {
  if (!isDate(value)) return Number.NaN;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(2000, (month ?? 1) - 1, day ?? 1));
  date.setUTCFullYear(year ?? 2000);
  const sundayZero = date.getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}
