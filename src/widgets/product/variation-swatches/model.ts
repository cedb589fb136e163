export { swatchClick, tabStop } from '../shared/swatch-choice.ts';
