import { readOverride } from './override.ts';
import { isRecord } from '../lib/is-record.ts';

/**
 * The only place that touches page globals. `wp_localize_script` prints `var NAME = {...}`, a
 * window property; the JSON override tag (see override.ts) may replace parts of any of them.
 */
export function readGlobal(name: string): unknown {
  const printed: unknown = (window as unknown as Record<string, unknown>)[name];
  const override = readOverride().globals[name];
  if (override === undefined) return printed;
  if (isRecord(printed) && isRecord(override)) return { ...printed, ...override };
  return override;
}
