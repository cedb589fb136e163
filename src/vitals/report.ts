import type { PageType } from '../config/vitals.ts';

export type MetricName = 'LCP' | 'INP' | 'CLS';

/** The largest body the plugin's route accepts (Vitrina_Vitals::MAX_BYTES). */
export const MAX_BEACON_BYTES = 512;

/** Whether this page view is in the sample: `random` is in [0, 1), `share` the sampled share. */
export function isSampled(share: number, random: number): boolean {
  return random < share;
}

/**
 * The beacon's body, exactly the shape the route accepts, or null when there is nothing to send.
 * Milliseconds are whole, CLS keeps four decimals: finer than any bucket, and short.
 */
export function buildReport(
  page: PageType,
  retired: readonly string[],
  metrics: Readonly<Partial<Record<MetricName, number>>>,
): string | null {
  const values: Partial<Record<MetricName, number>> = {};
  for (const name of ['LCP', 'INP', 'CLS'] as const) {
    const value = metrics[name];
    if (value === undefined || !Number.isFinite(value) || value < 0) continue;
    values[name] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  }
  if (Object.keys(values).length === 0) return null;
  const body = JSON.stringify({ page, retired, metrics: values });
  return new TextEncoder().encode(body).length <= MAX_BEACON_BYTES ? body : null;
}
