import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import blockEditLinks from '../../../../src/widgets/theme/block-edit-links/index.ts';

function page(canEditPages: boolean, inMenu = false): HTMLElement {
  (window as unknown as { flatsomeVars: unknown }).flatsomeVars = { user: { can_edit_pages: canEditPages } };
  const block =
    '<div class="block-edit-link" data-title="Edit Block: Promoții" data-backend="/wp-admin/post.php?post=812&amp;action=edit" data-link="/wp-admin/post.php?post=46&amp;app=uxbuilder"></div><section class="section">Promoții</section>';
  document.body.innerHTML = inMenu ? `<ul><li id="menu-item-120" class="menu-item">${block}</li></ul>` : block;
  return document.querySelector<HTMLElement>('.block-edit-link')!;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as unknown as { flatsomeVars?: unknown }).flatsomeVars;
});

describe('block-edit-links widget', () => {
  it('draws nothing for a visitor who may not edit pages', async () => {
    const host = page(false);
    expect(await blockEditLinks.mount(host, createContext('block-edit-links', host))).toBeUndefined();
    expect(host.childElementCount).toBe(0);
  });

  it('draws both links for an editor, in a group named by the block, and takes them away at unmount', async () => {
    const host = page(true);
    const unmount = await blockEditLinks.mount(host, createContext('block-edit-links', host));
    const group = host.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Edit Block: Promoții');
    expect(
      [...group.querySelectorAll('a')].map((link) => [
        link.textContent,
        new URL(link.href).pathname + new URL(link.href).search,
      ]),
    ).toEqual([
      ['Editează blocul', '/wp-admin/post.php?post=46&app=uxbuilder'],
      ['Editează în panou', '/wp-admin/post.php?post=812&action=edit'],
    ]);
    host.nextElementSibling!.dispatchEvent(new MouseEvent('mouseenter'));
    expect(host.classList.contains('vitrina-block-hovered')).toBe(true);
    host.nextElementSibling!.dispatchEvent(new MouseEvent('mouseleave'));
    expect(host.classList.contains('vitrina-block-hovered')).toBe(false);
    unmount?.();
    expect(host.querySelector('[role="group"]')).toBeNull();
  });

  it('a block in a menu carries its menu_id to the builder', async () => {
    const host = page(true, true);
    await blockEditLinks.mount(host, createContext('block-edit-links', host));
    expect(new URL(host.querySelector('a')!.href).searchParams.get('menu_id')).toBe('120');
  });
});
