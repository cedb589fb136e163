/**
 * A site retires the old scripts one plugin at a time: a widget switched off in the override tag
 * (`{"widgets": {"<name>": false}}`) is never loaded, and the legacy script keeps doing its job.
 *
 * The entry needs only these switches, so it reads them with its own small, silent parse instead
 * of override.ts: the entry then shares no module with the lazy chunks, and no chunk imports from
 * the entry (which would load it twice when WordPress adds `?ver=` to its URL). A corrupt tag is
 * reported once by override.ts when a widget first reads config.
 */
let switches: Readonly<Record<string, unknown>> | undefined;

export function isWidgetEnabled(name: string): boolean {
  switches ??= readSwitches();
  return switches[name] !== false;
}

function readSwitches(): Readonly<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('vitrina-config')?.textContent || '{}');
    const widgets = typeof parsed === 'object' && parsed !== null ? (parsed as { widgets?: unknown }).widgets : undefined;
    return typeof widgets === 'object' && widgets !== null ? (widgets as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Tests read a new tag. */
export function forgetWidgetSwitches(): void {
  switches = undefined;
}
