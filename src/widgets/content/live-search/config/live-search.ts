import { readSection } from '../../../../config/section.ts';

/**
 * Flatsome's live search (`flatsomeVars`, spec §5.9, §9): at least 3 characters, and a debounce of
 * `options.search_result_latency` milliseconds (0 on this shop).
 */
export interface LiveSearchSettings {
  readonly minChars: number;
  readonly delayMs: number;
}

const LIVE_SEARCH_MIN_CHARS = 3;

export function readLiveSearchSettings(): LiveSearchSettings {
  const flatsome = readSection('flatsomeVars', { required: false });
  const latency = Number(flatsome.object('options').search_result_latency);
  return { minChars: LIVE_SEARCH_MIN_CHARS, delayMs: Number.isFinite(latency) && latency >= 0 ? latency : 0 };
}
