import { format } from '../../../i18n/format.ts';

export const CAROUSEL_LABEL = 'Recenziile clienților';
export const PREVIOUS = 'Recenzia anterioară';
export const NEXT = 'Recenzia următoare';
export const DOTS_LABEL = 'Alege recenziile afișate';
export const READ_MORE = 'Citește mai mult';
export const READ_LESS = 'Citește mai puțin';

/** A dot shows the view that starts with that review. */
export const goToPosition = (position: number, perView: number, count: number): string =>
  perView > 1
    ? format('Recenziile {from}–{to} din {count}', {
        from: position + 1,
        to: Math.min(position + perView, count),
        count,
      })
    : format('Recenzia {n} din {count}', { n: position + 1, count });
