import { format } from '../i18n/format.ts';
import type { AttributeKeeper } from './attribute-keeper.ts';

/** APG carousel: each slide is named by its place, as the pattern's examples do. */
const slideLabel = (index: number, count: number): string => format('{n} din {count}', { n: index + 1, count });

interface CarouselParts {
  /** The element holding the controls and the slides. */
  readonly region: HTMLElement;
  /** Its name when the page gives none (`aria-label` / `aria-labelledby` printed on it win). */
  readonly label: string;
  readonly slides: readonly HTMLElement[];
  /** An id for a slide printed without one (the controls point at slides by id). */
  readonly slideId: (index: number) => string;
}

/**
 * The APG carousel roles on printed markup, for every carousel in the shop: the region is a named
 * `region` described as a "carusel", each slide a `group` described as a "diapozitiv" and named
 * "n din total". Written through `keeper`, so unmount gives the markup back as printed.
 */
export function markCarousel(keeper: AttributeKeeper, { region, label, slides, slideId }: CarouselParts): void {
  keeper.set(region, 'role', 'region');
  keeper.set(region, 'aria-roledescription', 'carusel');
  if (!region.hasAttribute('aria-label') && !region.hasAttribute('aria-labelledby'))
    keeper.set(region, 'aria-label', label);
  slides.forEach((slide, index) => {
    if (!slide.id) keeper.set(slide, 'id', slideId(index));
    keeper.set(slide, 'role', 'group');
    keeper.set(slide, 'aria-roledescription', 'diapozitiv');
    keeper.set(slide, 'aria-label', slideLabel(index, slides.length));
  });
}
