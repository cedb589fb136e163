import { isRecord } from '../lib/is-record.ts';
import { readSection } from './section.ts';
import { DEFAULTS } from './defaults.ts';

/** The parts of Flatsome's `flatsomeVars` that the theme widgets read (ecosystem.md: flatsome-js). */
export interface FlatsomeTheme {
  /** Height of the stuck header (`sticky_height`, spec §9: 60 px when unset), kept clear when scrolling to an anchor. */
  readonly stickyHeightPx: number;
  /** `user.can_edit_pages`: page editors see edit-block links and the reduced-motion notice (spec §6). */
  readonly canEditPages: boolean;
  /** admin-ajax URL printed for the theme's own calls (the photo feed). */
  readonly ajaxUrl: string | null;
  /** `i18n.mainMenu`: the mobile menu's accessible name, as the site translates it. */
  readonly mainMenuLabel: string;
}

const DEFAULT_MAIN_MENU_LABEL = 'Meniu principal';

export function readFlatsomeTheme(): FlatsomeTheme {
  const section = readSection('flatsomeVars', { required: false });
  const user = section.raw('user');
  const canEdit = isRecord(user) ? user['can_edit_pages'] : undefined;
  const ajaxUrl = section.string('ajaxurl', '');
  const i18n = section.raw('i18n');
  const mainMenu =
    isRecord(i18n) && typeof i18n['mainMenu'] === 'string' && i18n['mainMenu'].trim() !== ''
      ? i18n['mainMenu']
      : DEFAULT_MAIN_MENU_LABEL;
  return {
    stickyHeightPx: section.number('sticky_height', DEFAULTS.stickyHeaderHeightPx),
    canEditPages: canEdit === true || canEdit === 1 || canEdit === '1' || canEdit === 'true',
    ajaxUrl: ajaxUrl === '' ? null : ajaxUrl,
    mainMenuLabel: mainMenu,
  };
}
