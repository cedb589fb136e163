export { plural, pluralIndex } from './plural.ts';
export { format, serverText } from './format.ts';
export { formatBasePrice, formatPrice, formatPriceRange } from './price.ts';
export { errorText, ERROR_TEXTS } from './errors.ts';
export { couponFailureText, SESSION_EXPIRED_TEXT } from './coupon.ts';
