export { swatchClick, tabStop } from '../../../lib/swatch-choice.ts';
