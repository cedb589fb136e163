import { afterEach, describe, expect, it } from 'vitest';
import { attributeKeeper } from '../../src/ui/attribute-keeper.ts';
import { markCarousel } from '../../src/ui/carousel-semantics.ts';

afterEach(() => document.body.replaceChildren());

function slider(regionAttributes = '') {
  document.body.innerHTML = `<div class="slider-wrapper" ${regionAttributes}><div class="slider"><div id="printed">A</div><div>B</div><div role="note">C</div></div></div>`;
  const region = document.querySelector<HTMLElement>('.slider-wrapper')!;
  const slides = [...document.querySelectorAll<HTMLElement>('.slider > div')];
  return { region, slides };
}

describe('markCarousel', () => {
  it('names the region and every slide by its place, ids where missing', () => {
    const { region, slides } = slider();
    markCarousel(attributeKeeper(), { region, label: 'Prezentare', slides, slideId: (index) => `s-${index + 1}` });
    expect([
      region.getAttribute('role'),
      region.getAttribute('aria-roledescription'),
      region.getAttribute('aria-label'),
    ]).toEqual(['region', 'carusel', 'Prezentare']);
    expect(
      slides.map((slide) => [
        slide.id,
        slide.getAttribute('role'),
        slide.getAttribute('aria-roledescription'),
        slide.getAttribute('aria-label'),
      ]),
    ).toEqual([
      ['printed', 'group', 'diapozitiv', '1 din 3'],
      ['s-2', 'group', 'diapozitiv', '2 din 3'],
      ['s-3', 'group', 'diapozitiv', '3 din 3'],
    ]);
  });

  it('keeps a name the page printed', () => {
    const { region, slides } = slider('aria-labelledby="title"');
    markCarousel(attributeKeeper(), { region, label: 'Prezentare', slides, slideId: String });
    expect(region.hasAttribute('aria-label')).toBe(false);
  });

  it('the keeper gives the markup back exactly as printed, other steps included', () => {
    const { region, slides } = slider();
    const before = document.body.innerHTML;
    const keeper = attributeKeeper();
    markCarousel(keeper, { region, label: 'Prezentare', slides, slideId: (index) => `s-${index + 1}` });
    slides[1]!.hidden = true;
    keeper.onRestore(() => (slides[1]!.hidden = false));
    keeper.restore();
    expect(document.body.innerHTML).toBe(before);
  });
});
