import { afterEach, describe, expect, it } from 'vitest';
import { trapFocus } from '../../src/ui/focus-trap.ts';

afterEach(() => document.body.replaceChildren());

function setUp() {
  document.body.innerHTML = `<main id="page"><a href="#x">pagina</a></main><div class="vitrina-live-region" role="status"></div>
    <div id="box"><button id="a">a</button><input id="b" /><button id="c" disabled>c</button><a id="d" href="#d">d</a></div>`;
  const box = document.getElementById('box')!;
  // happy-dom does no layout: give every element a rect so it counts as rendered.
  for (const element of box.querySelectorAll<HTMLElement>('*'))
    element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  return box;
}

function tab(from: HTMLElement, shiftKey = false): KeyboardEvent {
  from.focus();
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  from.dispatchEvent(event);
  return event;
}

describe('trapFocus', () => {
  it('Tab on the last focusable wraps to the first; Shift+Tab on the first wraps to the last', () => {
    const box = setUp();
    trapFocus(box);
    expect(tab(document.getElementById('d')!).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('a');
    tab(document.getElementById('a')!, true);
    expect(document.activeElement?.id).toBe('d');
  });

  it('Tab in the middle is left to the browser; disabled controls are skipped', () => {
    const box = setUp();
    trapFocus(box);
    expect(tab(document.getElementById('b')!).defaultPrevented).toBe(false);
  });

  it('makes the rest of the page inert but keeps live regions speaking, and the release restores it', () => {
    const box = setUp();
    const release = trapFocus(box);
    expect(document.getElementById('page')!.inert).toBe(true);
    expect(document.querySelector<HTMLElement>('.vitrina-live-region')!.inert).toBe(false);
    release();
    expect(document.getElementById('page')!.inert).toBe(false);
  });
});
