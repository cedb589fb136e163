import { warnConfig } from './warn.ts';
import { isRecord } from '../lib/is-record.ts';

/**
 * An optional `<script type="application/json" id="vitrina-config">` the site owner prints to
 * switch widgets off (`{"widgets": {"mini-cart": false}}`) or to replace parts of page globals
 * (`{"globals": {"awdr_params": {...}}}`) without touching the plugins that print them.
 */
export interface Override {
  readonly widgets: Readonly<Record<string, boolean>>;
  readonly globals: Readonly<Record<string, unknown>>;
}

const EMPTY: Override = { widgets: {}, globals: {} };
let cached: Override | undefined;

export function readOverride(): Override {
  cached ??= parseOverride(document.getElementById('vitrina-config')?.textContent ?? null);
  return cached;
}

/** Tests and re-scans of a replaced document start from the tag again. */
export function forgetOverride(): void {
  cached = undefined;
}

export function parseOverride(source: string | null): Override {
  if (source === null || source.trim() === '') return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    warnConfig('vitrina-config', 'is not valid JSON; it is ignored');
    return EMPTY;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    warnConfig('vitrina-config', 'is not a JSON object; it is ignored');
    return EMPTY;
  }
  const { widgets, globals } = parsed as { widgets?: unknown; globals?: unknown };
  return { widgets: booleanMap(widgets), globals: isRecord(globals) ? globals : {} };
}

function booleanMap(value: unknown): Record<string, boolean> {
  if (!isRecord(value)) return {};
  const out: Record<string, boolean> = {};
  for (const [name, enabled] of Object.entries(value)) {
    if (typeof enabled === 'boolean') out[name] = enabled;
    else warnConfig('vitrina-config', `widgets.${name} must be true or false`);
  }
  return out;
}
