/**
 * The traffic tracker's cookie format (legacy-contracts §7): `key=value|||key=value`, URI-encoded.
 * Kept as-is so cookies written by the old script on a returning visitor are read, and ours by it.
 */
export type Entries = Readonly<Record<string, string>>;

const SEPARATOR = '|||';

export function encodeEntries(entries: Entries): string {
  return encodeURIComponent(
    Object.entries(entries)
      .map(([key, value]) => `${key}=${value}`)
      .join(SEPARATOR),
  );
}

export function decodeEntries(raw: string | undefined): Entries | null {
  if (!raw) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const entries: Record<string, string> = {};
  for (const part of text.split(SEPARATOR)) {
    const at = part.indexOf('=');
    if (at > 0) entries[part.slice(0, at)] = part.slice(at + 1);
  }
  return Object.keys(entries).length > 0 ? entries : null;
}
