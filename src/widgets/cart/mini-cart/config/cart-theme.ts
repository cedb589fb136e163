import { readSection } from '../../../../config/section.ts';

/**
 * `flatsomeVars.is_mini_cart_reveal`: the theme's switch for showing the mini-cart after an add
 * (on by default, as Flatsome ships it).
 */
export function readMiniCartReveal(): boolean {
  return readSection('flatsomeVars', { required: false }).flag('is_mini_cart_reveal', true);
}
