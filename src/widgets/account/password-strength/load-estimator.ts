import { DEFAULTS } from '../../../config/defaults.ts';
import type { Estimate } from './estimator.ts';

/**
 * Fetches the estimator and its word lists (two lazy chunks) once, on the first keystroke in a
 * password field, never at page load. A chunk that fails or has not arrived within the spec's
 * chunk time-out (§8, §9) resolves to null: the meter stays at -1 'unknown', which never blocks
 * submit, and the next keystroke tries again.
 */
let loading: Promise<Estimate> | null = null;

export function loadEstimator(timeoutMs: number = DEFAULTS.chunkLoadTimeoutMs): Promise<Estimate | null> {
  loading ??= fetchEstimator(timeoutMs);
  return loading.catch(() => {
    loading = null;
    return null;
  });
}

async function fetchEstimator(timeoutMs: number): Promise<Estimate> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('estimator chunk timed out')), timeoutMs);
  });
  try {
    const [estimator, dictionaries] = await Promise.race([
      Promise.all([import('./estimator.ts'), import('./dictionaries.ts')]),
      expired,
    ]);
    return estimator.createEstimator(dictionaries.estimatorOptions());
  } finally {
    clearTimeout(timer);
  }
}

/** Tests start from a page that has not loaded the estimator. */
export function forgetEstimator(): void {
  loading = null;
}
