// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editLinks, menuIdFrom, withMenuId } from '../../../../src/widgets/theme/block-edit-links/model.ts';

const ORIGIN = 'https://vitrina.test';
const marker = {
  title: 'Edit Block: Promoții',
  link: '/wp-admin/post.php?post=46&app=uxbuilder&edit_post_id=812',
  backend: '/wp-admin/post.php?post=812&action=edit',
};

describe('edit-block links', () => {
  it('keeps the server title and resolves both links on this shop', () => {
    expect(editLinks(marker, ORIGIN, null)).toEqual({
      title: 'Edit Block: Promoții',
      builderUrl: 'https://vitrina.test/wp-admin/post.php?post=46&app=uxbuilder&edit_post_id=812',
      backendUrl: 'https://vitrina.test/wp-admin/post.php?post=812&action=edit',
    });
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['another site', 'https://evil.example/wp-admin/'],
    ['nothing', ''],
  ])('drops a link to %s; with neither link there is nothing to draw', (_case, url) => {
    expect(editLinks({ ...marker, link: url }, ORIGIN, null)?.builderUrl).toBeNull();
    expect(editLinks({ title: null, link: url, backend: url }, ORIGIN, null)).toBeNull();
  });

  it('an empty title is no title (the group gets its Romanian name)', () => {
    expect(editLinks({ ...marker, title: '  ' }, ORIGIN, null)?.title).toBeNull();
  });

  it('a block in a menu opens the builder with that menu_id, unless the server set one', () => {
    expect(menuIdFrom('menu-item-120')).toBe('120');
    expect(menuIdFrom('menu-item-x')).toBeNull();
    expect(menuIdFrom(null)).toBeNull();
    expect(editLinks(marker, ORIGIN, '120')?.builderUrl).toBe(
      'https://vitrina.test/wp-admin/post.php?post=46&app=uxbuilder&edit_post_id=812&menu_id=120',
    );
    expect(withMenuId('https://vitrina.test/?menu_id=7', '120')).toBe('https://vitrina.test/?menu_id=7');
    expect(editLinks(marker, ORIGIN, '120')?.backendUrl).toBe(
      'https://vitrina.test/wp-admin/post.php?post=812&action=edit',
    );
  });
});
