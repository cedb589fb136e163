import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_MS, slideBlock } from '../../src/ui/slide.ts';

/** A stand-in for Web Animations: records the call and finishes when told. */
function fakeAnimate(block: HTMLElement) {
  const made: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; finish: () => void; cancelled: boolean }[] =
    [];
  block.animate = ((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    const target = new EventTarget();
    const entry = { keyframes, options, cancelled: false, finish: () => target.dispatchEvent(new Event('finish')) };
    made.push(entry);
    return Object.assign(target, { cancel: () => (entry.cancelled = true), finished: new Promise(() => undefined) });
  }) as unknown as HTMLElement['animate'];
  return made;
}

function block(display = 'none'): HTMLElement {
  document.body.innerHTML = `<div id="b" style="display: ${display};"><input></div>`;
  return document.getElementById('b')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('slideBlock', () => {
  it('opens at once with a height animation from 0, of 400 ms by default', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const region = block();
    const made = fakeAnimate(region);
    slideBlock(region, true);
    expect(region.style.display).toBe('');
    expect(made[0]!.keyframes[0]).toMatchObject({ height: '0px' });
    expect(made[0]!.options.duration).toBe(SLIDE_MS);
  });

  it('closes to display: none only when the slide finishes, and a reopen in between wins', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    const region = block('');
    const made = fakeAnimate(region);
    slideBlock(region, false);
    expect(region.style.display).toBe('');
    slideBlock(region, true);
    expect(made[0]!.cancelled).toBe(true);
    made[0]!.finish();
    expect(region.style.display).toBe('');
    slideBlock(region, false);
    made.at(-1)!.finish();
    expect(region.style.display).toBe('none');
  });

  it('switches at once under reduced motion, when asked not to animate, or when already in that state', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const region = block();
    const made = fakeAnimate(region);
    slideBlock(region, true);
    expect(region.style.display).toBe('');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    slideBlock(region, true);
    slideBlock(region, false, { animate: false });
    expect(region.style.display).toBe('none');
    expect(made).toHaveLength(0);
  });
});
