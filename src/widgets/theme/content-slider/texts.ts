import { format } from '../../../i18n/format.ts';

export const CAROUSEL_LABEL = 'Prezentare';
export const PREVIOUS = 'Diapozitivul anterior';
export const NEXT = 'Diapozitivul următor';
export const SLIDES_LABEL = 'Alege diapozitivul';

export const goToSlide = (index: number): string => format('Diapozitivul {n}', { n: index + 1 });
