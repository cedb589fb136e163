import { readOverride } from './override.ts';

/**
 * The only place that touches page globals. `wp_localize_script` prints `var NAME = {...}`, a
 * window property; the JSON override tag (see override.ts) may replace parts of any of them.
 */
export function readGlobal(name: string): unknown {
  const printed: unknown = (window as unknown as Record<string, unknown>)[name];
  const override = readOverride().globals[name];
  if (override === undefined) return printed;
  if (isPlainObject(printed) && isPlainObject(override)) return { ...printed, ...override };
  return override;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
