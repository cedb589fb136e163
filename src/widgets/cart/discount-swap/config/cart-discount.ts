import { readSection } from '../../../../config/section.ts';

/** The part of Woo Discount Rules' `awdr_params` the cart swap needs (legacy-contracts §13). */
export interface DiscountSwapParams {
  readonly nonce: string;
}

export function readDiscountSwapParams(): DiscountSwapParams {
  return { nonce: readSection('awdr_params').string('nonce', '') };
}
