import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import { pressWhenIdle, setButtonBusy } from '../../../../src/widgets/reviews/reviews-grid/busy-button.ts';

afterEach(() => document.body.replaceChildren());

function form() {
  document.body.innerHTML = '<form><input name="q"><button type="submit">Trimite</button></form>';
  const button = document.querySelector('button')!;
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  document.querySelector('form')!.addEventListener('submit', onSubmit);
  const onPress = vi.fn();
  pressWhenIdle(button, createContext('demo', document.body).listen, onPress);
  return { button, onSubmit, onPress };
}

describe('the DOM busy button (twin of <BusyButton>)', () => {
  it('idle: no busy attributes, a press acts', () => {
    const { button, onSubmit, onPress } = form();
    setButtonBusy(button, false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('busy: says so, keeps focus (not disabled) and ignores presses, the submit included; idle again, it acts', () => {
    const { button, onSubmit, onPress } = form();
    setButtonBusy(button, true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    button.focus();
    button.click();
    expect(document.activeElement).toBe(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    setButtonBusy(button, false);
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
