import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from '../../../../src/widgets/reviews/shared/BusyButton.tsx';
import { render } from '../../../ui/render.tsx';

afterEach(() => document.body.replaceChildren());

function form(busy: boolean, onClick = vi.fn()) {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  const view = render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <input name="q" />
      <BusyButton type="submit" className="cr-review-form-submit" busy={busy} onClick={onClick}>
        Trimite
      </BusyButton>
    </form>,
  );
  const button = view.container.querySelector('button')!;
  return { view, button, onSubmit, onClick };
}

describe('BusyButton', () => {
  it('idle: a plain button of the given type and class that acts on a press', () => {
    const { button, onSubmit, onClick } = form(false);
    expect(button.type).toBe('submit');
    expect(button.className).toBe('cr-review-form-submit');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    flushSync(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('busy: says so, keeps focus (not disabled) and ignores presses, the submit included', () => {
    const { button, onSubmit, onClick } = form(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    button.focus();
    flushSync(() => button.click());
    expect(document.activeElement).toBe(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a plain button unless told otherwise', () => {
    const view = render(<BusyButton busy={false}>Mai mult</BusyButton>);
    expect(view.container.querySelector('button')!.type).toBe('button');
  });
});
