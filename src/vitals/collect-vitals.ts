import { effect } from '@preact/signals-core';
import { sendVitals } from '../api/beacon.ts';
import { readPageType, readVitalsConfig } from '../config/vitals.ts';
import { purposeAllowed } from '../state/consent.ts';
import { buildReport, isSampled, type MetricName } from './report.ts';

/**
 * Real shoppers' Web Vitals for the site owner: a sampled page view whose shopper allows statistics
 * loads Google's web-vitals (what Chrome itself reports as LCP, INP and CLS) and sends one beacon as
 * the page is hidden. Nothing is loaded or sent without the consent, outside the sample, or when
 * the plugin does not ask for it.
 */
export function startVitals(random: number = Math.random()): void {
  const config = readVitalsConfig();
  if (!config || !isSampled(config.sample, random)) return;
  const allowed = purposeAllowed('statistics');
  const stop = effect(() => {
    if (!allowed.value) return;
    queueMicrotask(() => stop());
    measure(config.url, config.retired).catch(() => undefined);
  });
}

async function measure(url: string, retired: readonly string[]): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const values: Partial<Record<MetricName, number>> = {};
  const keep = ({ name, value }: { name: MetricName; value: number }) => {
    values[name] = value;
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  let sent = false;
  // Registered after web-vitals' own listeners, so their final values are in by the time this runs.
  const send = (event: Event) => {
    if (sent || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden')) return;
    const body = buildReport(readPageType(), retired, values);
    if (body === null) return;
    sent = sendVitals(url, body);
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}
