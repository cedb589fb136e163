import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Stars } from '../../src/ui/Stars.tsx';
import { key, render } from './render.tsx';

const labels = ['1 stea', '2 stele', '3 stele', '4 stele', '5 stele'];

function Controlled({
  onChange = () => {},
  hoverable = false,
}: {
  onChange?: (value: number) => void;
  hoverable?: boolean;
}) {
  const [value, setValue] = useState(0);
  return (
    <Stars
      value={value}
      labels={labels}
      label="Evaluare"
      hoverable={hoverable}
      onChange={(next) => (setValue(next), onChange(next))}
    />
  );
}

const radios = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[role="radio"]')];

afterEach(() => document.body.replaceChildren());

describe('Stars (APG radio group)', () => {
  it('is a labelled radio group with one radio per label, none checked at 0', () => {
    const { container } = render(<Stars value={0} labels={labels} label="Evaluare" />);
    expect(container.querySelector('[role="radiogroup"]')!.getAttribute('aria-label')).toBe('Evaluare');
    expect(radios(container).map((radio) => radio.getAttribute('aria-label'))).toEqual(labels);
    expect(radios(container).every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('one tab stop: the first star when nothing is checked, the checked star otherwise', () => {
    const first = render(<Stars value={0} labels={labels} />);
    expect(radios(first.container).map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    const second = render(<Stars value={4} labels={labels} />);
    expect(radios(second.container).map((radio) => radio.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
  });

  it('a click checks that star and fills up to it', () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    flushSync(() => radios(container)[2]!.click());
    expect(onChange).toHaveBeenCalledWith(3);
    expect(radios(container)[2]!.getAttribute('aria-checked')).toBe('true');
    expect(radios(container).map((radio) => radio.dataset.filled)).toEqual(['true', 'true', 'true', 'false', 'false']);
  });

  it('arrow keys move and check with wrap-around; Space checks the focused star', () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    key(radios(container)[0]!, 'ArrowLeft');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(document.activeElement).toBe(radios(container)[4]);
    key(radios(container)[4]!, 'ArrowRight');
    expect(onChange).toHaveBeenLastCalledWith(1);
    key(radios(container)[0]!, 'ArrowDown');
    expect(onChange).toHaveBeenLastCalledWith(2);
    const space = key(radios(container)[3]!, ' ');
    expect(space.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('Home and End check and focus the first and the last star (as Rate My Post’s own script does)', () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    expect(key(radios(container)[1]!, 'End').defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(document.activeElement).toBe(radios(container)[4]);
    key(radios(container)[4]!, 'Home');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(document.activeElement).toBe(radios(container)[0]);
  });

  it('hoverable: the star under focus (or the pointer) fills up to it without checking it', () => {
    const onChange = vi.fn();
    const { container } = render(<Controlled onChange={onChange} hoverable />);
    flushSync(() => radios(container)[3]!.focus());
    expect(radios(container).filter((radio) => radio.dataset.filled === 'true')).toHaveLength(4);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hoverable: a star fills under a pointer that comes from the root it was drawn in (a resting pointer, its server star replaced)', async () => {
    const { container } = render(<Controlled hoverable />);
    // What Chromium sends once the node under a resting pointer is replaced: a mouseover from the
    // node's parent, here the root's container, and no mouseout before it.
    const over = new MouseEvent('mouseover', { bubbles: true, relatedTarget: container });
    radios(container)[1]!.querySelector('span')!.dispatchEvent(over);
    // A pointer event's update is rendered in a task of its own (React's scheduler), not in the event.
    await vi.waitFor(() =>
      expect(radios(container).map((radio) => radio.dataset.filled)).toEqual([
        'true',
        'true',
        'false',
        'false',
        'false',
      ]),
    );
    radios(container)[1]!
      .querySelector('span')!
      .dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await vi.waitFor(() => expect(radios(container).every((radio) => radio.dataset.filled === 'false')).toBe(true));
  });

  it('disabled: no tab stop and no change', () => {
    const onChange = vi.fn();
    const { container } = render(<Stars value={3} labels={labels} disabled onChange={onChange} />);
    flushSync(() => radios(container)[0]!.click());
    key(radios(container)[2]!, 'ArrowRight');
    expect(onChange).not.toHaveBeenCalled();
    expect(radios(container).every((radio) => radio.tabIndex === -1)).toBe(true);
    expect(container.querySelector('[role="radiogroup"]')!.getAttribute('aria-disabled')).toBe('true');
  });
});
