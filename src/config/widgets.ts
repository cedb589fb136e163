/**
 * A site retires the old scripts one plugin at a time: a widget switched off in the override tag
 * (`{"widgets": {"<name>": false}}`) is never loaded, and the legacy script keeps doing its job.
 *
 * The entry needs only these switches, so it reads them with its own small, silent parse instead
 * of override.ts: the entry then shares no module with the lazy chunks, and no chunk imports from
 * the entry (which would load it twice when WordPress adds `?ver=` to its URL). A corrupt tag is
 * reported once by override.ts when a widget first reads config.
 */
let tag: { widgets?: unknown; vitals?: unknown } | undefined;

export function isWidgetEnabled(name: string): boolean {
  const { widgets } = (tag ??= readTag());
  return typeof widgets !== 'object' || widgets === null || (widgets as Record<string, unknown>)[name] !== false;
}

/** The site collects Web Vitals (the vitals chunk reads the rest through config/vitals.ts). */
export function wantsVitals(): boolean {
  return typeof (tag ??= readTag()).vitals === 'object';
}

function readTag(): { widgets?: unknown; vitals?: unknown } {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('vitrina-config')?.textContent || '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** Tests read a new tag. */
export function forgetWidgetSwitches(): void {
  tag = undefined;
}
