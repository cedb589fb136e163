import { readSection } from './section.ts';

/** `awdr_params` from Woo Discount Rules v2 (legacy-contracts §13). */
export interface DiscountParams {
  readonly present: boolean;
  readonly ajaxUrl: string | null;
  readonly nonce: string;
  /** 'show_when_matched' on this shop; the price follows the quantity only with 'show_dynamically'. */
  readonly priceUpdate: string;
  /** '0' here: the bulk table reloads per variation unless `awdr_dynamic_bulk_table_off` is "on". */
  readonly dynamicBulkTable: boolean;
  readonly bulkTableOpacity: number;
}

export function readDiscountParams(): DiscountParams {
  const section = readSection('awdr_params', { required: false });
  const ajaxUrl = section.string('ajaxurl', '');
  return {
    present: section.present,
    ajaxUrl: ajaxUrl === '' ? null : ajaxUrl,
    nonce: section.string('nonce', ''),
    priceUpdate: section.string('enable_update_price_with_qty', 'show_when_matched'),
    dynamicBulkTable: section.string('awdr_dynamic_bulk_table_off', '') !== 'on',
    bulkTableOpacity: section.number('awdr_opacity_to_bulk_table', 0.5) || 0.5,
  };
}
