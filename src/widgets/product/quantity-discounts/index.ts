import { readDiscountParams } from '../../../config/index.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { followsQuantity } from './model.ts';
import { watchBulkTable } from './bulk-table.ts';
import { watchPrice } from './price.ts';

/**
 * Woo Discount Rules on the product page (site_main.js): the price area follows the quantity
 * (only with `show_dynamically`), and the bulk table follows the shown variation. Hosted on the
 * product's add-to-cart form, which holds the quantity and the product id the calls need.
 */
const quantityDiscounts: WidgetModule = {
  mount(host, context) {
    const params = readDiscountParams();
    if (!params.present || !(host instanceof HTMLFormElement)) return undefined;
    const stops: (() => void)[] = [];
    if (followsQuantity(params.priceUpdate)) stops.push(watchPrice(host, context));
    if (params.dynamicBulkTable) stops.push(watchBulkTable(host, params.bulkTableOpacity));
    return () => stops.forEach((stop) => stop());
  },
};

export default quantityDiscounts;
