import { afterEach, describe, expect, it } from 'vitest';
import { LiveRegion } from '../../../src/ui/live-region/LiveRegion.tsx';
import { createLiveRegion, markLiveRegion } from '../../../src/ui/live-region/live-region.ts';
import { render } from '../render.tsx';

afterEach(() => document.body.replaceChildren());

const attributes = (element: Element) => ['role', 'aria-live', 'aria-atomic'].map((name) => element.getAttribute(name));

describe('markLiveRegion', () => {
  it('makes printed markup a polite status read whole, and gives it back as printed', () => {
    document.body.innerHTML = '<div class="single_variation" aria-live="off"></div>';
    const block = document.querySelector<HTMLElement>('.single_variation')!;
    const undo = markLiveRegion(block);
    expect(attributes(block)).toEqual(['status', 'polite', 'true']);
    undo();
    expect(attributes(block)).toEqual([null, 'off', null]);
  });

  it('an assertive one is an alert', () => {
    const hint = document.createElement('p');
    markLiveRegion(hint, 'assertive');
    expect(attributes(hint)).toEqual(['alert', 'assertive', 'true']);
  });

  it('is what <LiveRegion> renders', () => {
    const view = render(<LiveRegion as="p">Gata</LiveRegion>);
    const printed = document.createElement('p');
    markLiveRegion(printed);
    expect(attributes(view.container.querySelector('p')!)).toEqual(attributes(printed));
  });
});

describe('createLiveRegion', () => {
  it('is an empty element with what <LiveRegion> renders', () => {
    const view = render(<LiveRegion politeness="assertive" as="span" />);
    const created = createLiveRegion('span', 'assertive');
    expect(created.tagName).toBe('SPAN');
    expect(created.textContent).toBe('');
    expect(attributes(created)).toEqual(attributes(view.container.querySelector('span')!));
  });
});
