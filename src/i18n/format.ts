/** Fills `{name}` placeholders; unknown names stay as they are so a missing value is visible. */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A string the server localized (from a page global or a response) wins over our catalogue. */
export function serverText(fromServer: string | null | undefined, ours: string): string {
  return typeof fromServer === 'string' && fromServer.trim() !== '' ? fromServer : ours;
}
