import { navigableUrl } from '../../../lib/safe-navigation.ts';

/**
 * Flatsome's edit-block marker (spec §2.12, §6): the `[block]` shortcode prints, for visitors who
 * may edit pages, an empty `div.block-edit-link` before the block with `data-title`,
 * `data-link` (the page builder, UX Builder) and `data-backend` (the back-end editor).
 */
export interface EditLinks {
  /** The server's own title ("Edit Block: …"), or null when it printed none. */
  readonly title: string | null;
  readonly builderUrl: string | null;
  readonly backendUrl: string | null;
}

export interface MarkerData {
  readonly title: string | null;
  readonly link: string | null;
  readonly backend: string | null;
}

/** The menu item a block sits in (a block shown as a menu's dropdown), from its `menu-item-<id>`. */
export function menuIdFrom(menuItemId: string | null): string | null {
  const match = /^menu-item-(\d+)$/.exec(menuItemId ?? '');
  return match ? match[1]! : null;
}

/** Adds `menu_id` to the builder link of a block in a menu, unless the server already did. */
export function withMenuId(url: string, menuId: string | null): string {
  if (menuId === null) return url;
  const parsed = new URL(url);
  if (!parsed.searchParams.has('menu_id')) parsed.searchParams.set('menu_id', menuId);
  return parsed.href;
}

/**
 * The links to draw, or null when there is none to follow: only http(s) links of this shop (the
 * editors live on the same site; anything else in the attributes is not followed).
 */
export function editLinks(marker: MarkerData, origin: string, menuId: string | null): EditLinks | null {
  const builder = navigableUrl(marker.link ?? '', origin);
  const backend = navigableUrl(marker.backend ?? '', origin);
  if (builder === null && backend === null) return null;
  const title = marker.title?.trim() ?? '';
  return {
    title: title === '' ? null : title,
    builderUrl: builder === null ? null : withMenuId(builder, menuId),
    backendUrl: backend,
  };
}
