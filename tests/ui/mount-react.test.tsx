import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { mountReact } from '../../src/ui/mount-react.tsx';

const context = (report = vi.fn()) => ({ name: 'demo', report });

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

function Broken(): never {
  throw new Error('render failed');
}

describe('mountReact', () => {
  it('renders synchronously and marks the container as a React root', () => {
    const target = container();
    mountReact(target, <p>Salut</p>, context());
    expect(target.innerHTML).toBe('<p>Salut</p>');
    expect(target.getAttribute('data-vitrina-root')).toBe('demo');
  });

  it('a throw in the first render fails the mount and removes the container', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const target = container();
    expect(() => mountReact(target, <Broken />, context())).toThrow('render failed');
    expect(target.isConnected).toBe(false);
  });

  it('a throw in a later render is reported and the root removed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.fn();
    function Later() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('later');
      return (
        <button type="button" onClick={() => setBroken(true)}>
          ok
        </button>
      );
    }
    const target = container();
    mountReact(target, <Later />, context(report));
    flushSync(() => target.querySelector('button')!.click());
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'later' }));
    expect(target.isConnected).toBe(false);
  });

  it('unmount can keep a container the widget does not own', () => {
    const target = container();
    const unmount = mountReact(target, <i>x</i>, context(), { removeContainer: false });
    unmount();
    expect(target.isConnected).toBe(true);
    expect(target.hasAttribute('data-vitrina-root')).toBe(false);
  });
});
