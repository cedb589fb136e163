import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../src/runtime/context.ts';
import { linkDisclosure } from '../../src/ui/disclosure.ts';

// Reduced motion: the close switches at once instead of sliding (the slide has its own tests).
beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') })));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function page() {
  document.body.innerHTML =
    '<a href="#" class="showcoupon">Click aici</a><form style="display:none"><input name="coupon_code"></form>';
  const link = document.querySelector<HTMLAnchorElement>('a')!;
  const form = document.querySelector<HTMLFormElement>('form')!;
  const disclosure = linkDisclosure(link, form, createContext('demo', document.body), () =>
    form.querySelector('input'),
  );
  return { link, form, disclosure };
}

describe('linkDisclosure (APG disclosure on a server link)', () => {
  it('gives the link button semantics pointing at the hidden block, closed', () => {
    const { link, form } = page();
    expect(form.id).not.toBe('');
    expect([link.getAttribute('role'), link.getAttribute('aria-controls'), link.getAttribute('aria-expanded')]).toEqual(
      ['button', form.id, 'false'],
    );
  });

  it('a click opens the block, says so, and puts focus in its field; a second click closes it', () => {
    const { link, form } = page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(form.style.display).toBe('');
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(form.querySelector('input'));
    link.click();
    expect(form.style.display).toBe('none');
    expect(link.getAttribute('aria-expanded')).toBe('false');
  });

  it('Space toggles it as it would a button', () => {
    const { link, form } = page();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(form.style.display).toBe('');
  });

  it('destroy takes the button semantics off again', () => {
    const { link, disclosure } = page();
    disclosure.destroy();
    expect(['role', 'aria-controls', 'aria-expanded'].map((name) => link.hasAttribute(name))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
