import { signal, type Signal } from '@preact/signals-core';
import type { FilterValues } from '../shared/filter-state.ts';

/**
 * What the filter draws, written by the filter's logic (index.ts): the values the chips show, the
 * loading popup's text while a submission runs, the failure message, and the elements the React
 * parts attach to (the chips panel and the SKU field are replaced by each redraw).
 * One set per mounted panel, handed to its FilterPanel, so two panels never share a view.
 */
interface FilterSurface {
  readonly panel: HTMLElement | null;
  readonly sku: HTMLInputElement | null;
  /** Grows with every redraw, so parts bound to a replaced field start afresh. */
  readonly serial: number;
}

export interface FilterView {
  readonly values: Signal<FilterValues>;
  readonly loading: Signal<string | null>;
  readonly failure: Signal<string | null>;
  readonly surface: Signal<FilterSurface | null>;
}

export function createFilterView(values: FilterValues): FilterView {
  return { values: signal(values), loading: signal(null), failure: signal(null), surface: signal(null) };
}
