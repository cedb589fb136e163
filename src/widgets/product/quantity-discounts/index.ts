import { fetchProductDiscount } from './api/discounts.ts';
import { readDiscountParams } from './config/discounts.ts';
import { installDiscountHelper } from './legacy/discount-helper.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { followsQuantity } from './model.ts';
import { watchBulkTable } from './bulk-table.ts';
import { watchPrice } from './price.ts';

/**
 * Woo Discount Rules on the product page (site_main.js): the price area follows the quantity
 * (only with `show_dynamically`), the bulk table follows the shown variation, and themes get
 * the plugin's `jQuery.AdvanceWooDiscountRules` helper. Hosted on the
 * product's add-to-cart form, which holds the quantity and the product id the calls need.
 */
const quantityDiscounts: WidgetModule = {
  mount(host, context) {
    const params = readDiscountParams();
    if (!params.present || !(host instanceof HTMLFormElement)) return undefined;
    const stops: (() => void)[] = [];
    if (followsQuantity(params.priceUpdate)) stops.push(watchPrice(host, context));
    if (params.dynamicBulkTable) stops.push(watchBulkTable(host, params.bulkTableOpacity, context));
    // The plugin's public helper for theme code (awdr-dynamic-price.js), which this widget retires.
    stops.push(installDiscountHelper(fetchProductDiscount, context.run));
    return () => stops.forEach((stop) => stop());
  },
};

export default quantityDiscounts;
