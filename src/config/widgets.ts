import { readOverride } from './override.ts';

/**
 * A site retires the old scripts one plugin at a time: a widget switched off in the override
 * (`{"widgets": {"<name>": false}}`) is never loaded, and the legacy script keeps doing its job.
 */
export function isWidgetEnabled(name: string): boolean {
  return readOverride().widgets[name] !== false;
}
