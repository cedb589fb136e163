import { readSection } from '../../../../config/section.ts';

/** `awdr_params` from Woo Discount Rules v2 (legacy-contracts §13). */
export interface DiscountParams {
  readonly present: boolean;
  readonly ajaxUrl: string | null;
  readonly nonce: string;
  /** 'show_when_matched' on this shop; the price follows the quantity only with 'show_dynamically'. */
  readonly priceUpdate: string;
  /**
   * The bulk table reloads per variation while `awdr_dynamic_bulk_table_off` keeps its default "on"
   * (the filter's value that ENABLES loading, despite its name). The original also required
   * `awdr_dynamic_bulk_table_status` "1"; this shop prints "0", yet spec §2.3 (which wins) says the
   * table updates when a variation is shown or hidden, so the status is not consulted.
   */
  readonly dynamicBulkTable: boolean;
  readonly bulkTableOpacity: number;
  /** Site overrides for the price element the quantity updates ('' = the plugin's defaults). */
  readonly simplePriceTarget: string;
  readonly variablePriceTarget: string;
}

export function readDiscountParams(): DiscountParams {
  const section = readSection('awdr_params', { required: false });
  const ajaxUrl = section.string('ajaxurl', '');
  return {
    present: section.present,
    ajaxUrl: ajaxUrl === '' ? null : ajaxUrl,
    nonce: section.string('nonce', ''),
    priceUpdate: section.string('enable_update_price_with_qty', 'show_when_matched'),
    dynamicBulkTable: section.string('awdr_dynamic_bulk_table_off', 'on') === 'on',
    bulkTableOpacity: section.number('awdr_opacity_to_bulk_table', 0.5) || 0.5,
    simplePriceTarget: section.string('custom_target_simple_product', ''),
    variablePriceTarget: section.string('custom_target_variable_product', ''),
  };
}
