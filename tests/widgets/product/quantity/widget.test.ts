import { afterEach, describe, expect, it } from 'vitest';
import { runWidgets, stopWidgets } from '../product-page-runtime.ts';

let observer: MutationObserver | undefined;
afterEach(() => stopWidgets(observer));

describe('quantity through the runtime', () => {
  it('swaps the look-alike inputs for labelled buttons that step, clamp and fire change', async () => {
    observer = await runWidgets(
      ['quantity'],
      `<form class="cart"><div class="quantity buttons_added"><input type="button" value="-" class="minus"><input type="number" id="q" class="input-text qty text" name="quantity" value="1" min="1" max="2" step="1"><input type="button" value="+" class="plus"></div></form>`,
    );
    const buttons = [...document.querySelectorAll('.quantity button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Scade cantitatea',
      'Crește cantitatea',
    ]);
    expect(document.querySelectorAll('.quantity input[type="button"]')).toHaveLength(0);
    const changes: string[] = [];
    document
      .querySelector('form')!
      .addEventListener('change', (event) => changes.push((event.target as HTMLInputElement).value));
    (buttons[1] as HTMLButtonElement).click();
    (buttons[1] as HTMLButtonElement).click();
    expect(document.querySelector<HTMLInputElement>('#q')!.value).toBe('2');
    expect(changes).toEqual(['2']);
    expect(buttons[1]?.getAttribute('aria-disabled')).toBe('true');
  });

  it('leaves a mini-cart quantity text (no input) alone', async () => {
    observer = await runWidgets(['quantity'], '<div class="quantity">1 × 15.99 lei</div>');
    expect(document.querySelectorAll('.quantity button')).toHaveLength(0);
  });
});
