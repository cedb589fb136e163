import { describe, expect, it } from 'vitest';
import { samePlace } from '../../src/runtime/same-place.ts';

/** The WOOF form as printed: blocks, each with a `javascript:` toggle link. */
function printed(): { root: HTMLElement; second: Element } {
  const root = document.createElement('div');
  root.innerHTML = ['a', 'b', 'c']
    .map(
      (name) =>
        `<div class="block"><h4>${name} <a href="javascript:void(0)" class="toggle opened">-</a></h4><ul></ul></div>`,
    )
    .join('');
  return { root, second: root.querySelectorAll('a.toggle')[1]! };
}

const pathOf = (root: Element, target: Element): number[] => {
  const path: number[] = [];
  for (let node: Element = target; node !== root; node = node.parentElement!)
    path.unshift([...node.parentElement!.children].indexOf(node));
  return path;
};

/** What the filter does on mount: each link becomes a button with its classes. */
function swapLinksForButtons(root: Element): void {
  for (const link of root.querySelectorAll('a.toggle')) {
    const button = document.createElement('button');
    button.className = link.className;
    button.append(...link.childNodes);
    link.replaceWith(button);
  }
}

describe('samePlace: where a held click goes once the widget drew', () => {
  it('the element at the same path when the widget redrew the same markup', () => {
    const { root, second } = printed();
    const path = pathOf(root, second);
    swapLinksForButtons(root);
    expect(samePlace(root, second, path)).toBe(root.querySelectorAll('button.toggle')[1]);
  });

  it('the same kind nearest the path when the widget put a slot of its own first, and the path now meets the slot', () => {
    const { root } = printed();
    const first = root.querySelector('a.toggle')!;
    const path = pathOf(root, first);
    swapLinksForButtons(root);
    root.prepend(Object.assign(document.createElement('div'), { className: 'message-slot' }));
    expect(samePlace(root, first, path)).toBe(root.querySelector('button.toggle'));
  });

  it('the element at the path when the target had no class, as before', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p><span>x</span></p><p><span>y</span></p>';
    const target = root.querySelectorAll('span')[1]!;
    const path = pathOf(root, target);
    root.innerHTML = '<p><span>x</span></p><p><b>y</b></p>';
    expect(samePlace(root, target, path)).toBe(root.querySelector('b'));
  });

  it('the element at the path when nothing of the same kind is left', () => {
    const { root, second } = printed();
    const path = pathOf(root, second);
    root.querySelectorAll('a.toggle').forEach((link) => link.remove());
    expect(samePlace(root, second, path)).toBe(root.children[1]!.querySelector('h4'));
  });
});
