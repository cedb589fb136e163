import { CONSENT_TEXTS } from './texts.ts';

/** One category of the settings modal, as the plugin prints it. */
export interface ConsentCategory {
  readonly id: string;
  readonly label: string;
  /** Necessary / obligatoire: shown checked, cannot be switched off. */
  readonly strict: boolean;
  /** The plugin's default state for a shopper who has not chosen. */
  readonly defaultOn: boolean;
  readonly description: Node | null;
}

/** What the settings dialog shows, read from the plugin's modal (`#cliSettingsPopup`). */
export interface ConsentMarkup {
  readonly dialogTitle: string;
  readonly overview: Node | null;
  readonly save: string;
  readonly alwaysOn: string;
  readonly categories: readonly ConsentCategory[];
}

/**
 * The bar's buttons as cookie-law-info 3.5.3 legacy/public/modules/shortcode/shortcode.php prints
 * them: accept (`data-cli_action="accept"`, `.wt-cli-accept-btn`), accept all
 * (`data-cli_action="accept_all"`, `.wt-cli-accept-all-btn` — which also carries
 * `.cookie_action_close_header`), reject (`data-cli_action="reject"`, `.wt-cli-reject-btn`) and
 * settings (`.cli_settings_button`, a plain link when its action is "open URL"). `data-cli_action`
 * decides; the classes only when it is absent.
 */
export type BarAction = 'accept' | 'accept_all' | 'reject' | 'settings';

const BUTTONS =
  '[data-cli_action], .cli_settings_button, .wt-cli-accept-btn, .wt-cli-accept-all-btn, .cli_enable_all_btn, .wt-cli-reject-btn, .cookie_action_close_header, .cookie_action_close_header_reject';

function opensUrl(element: Element): boolean {
  const href = element.getAttribute('href')?.trim();
  return href !== undefined && href !== '' && href !== '#';
}

export function barAction(button: Element): BarAction | null {
  const declared = button.getAttribute('data-cli_action');
  if (declared === 'accept' || declared === 'accept_all' || declared === 'reject') return declared;
  // A settings button set to "open URL" is printed with a real href: it stays a link.
  if (button.matches('.cli_settings_button')) return opensUrl(button) ? null : 'settings';
  if (declared !== null) return null;
  if (button.matches('.wt-cli-accept-all-btn, .cli_enable_all_btn')) return 'accept_all';
  if (button.matches('.wt-cli-reject-btn, .cookie_action_close_header_reject')) return 'reject';
  return button.matches('.wt-cli-accept-btn, .cookie_action_close_header') ? 'accept' : null;
}

export interface BarControl {
  readonly action: BarAction;
  readonly element: HTMLElement;
}

/**
 * Every button the site owner printed in the bar, with its action, in page order: exactly these
 * are wired, none is ever added. A control nested in another (a span in a link) counts once.
 */
export function barControls(bar: Element): BarControl[] {
  const controls: BarControl[] = [];
  for (const element of bar.querySelectorAll<HTMLElement>(BUTTONS)) {
    const action = barAction(element);
    if (action && !controls.some((control) => control.element.contains(element))) controls.push({ action, element });
  }
  return controls;
}

function textOf(root: ParentNode, selector: string): string | null {
  const text = root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** A copy to show elsewhere: ids dropped (they would be duplicates), no scripts. */
function cloneContent(source: Element): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of source.childNodes) fragment.append(child.cloneNode(true));
  for (const element of fragment.querySelectorAll('[id]')) element.removeAttribute('id');
  for (const script of fragment.querySelectorAll('script')) script.remove();
  return fragment;
}

function readCategories(popup: Element | null, strictlyEnabled: readonly string[]): ConsentCategory[] {
  if (!popup) return [];
  const categories: ConsentCategory[] = [];
  for (const box of popup.querySelectorAll<HTMLInputElement>(
    'input.cli-user-preference-checkbox[data-id^="checkbox-"]',
  )) {
    const id = (box.getAttribute('data-id') ?? '').slice('checkbox-'.length);
    if (id === '' || categories.some((category) => category.id === id)) continue;
    const section = box.closest('.cli-tab-section');
    const label =
      textOf(section ?? popup, '.cli-nav-link') ??
      (box.id ? textOf(popup, `label[for="${CSS.escape(box.id)}"]`) : null) ??
      id;
    const pane = section?.querySelector('.wt-cli-cookie-description, .cli-tab-pane');
    categories.push({
      id,
      label,
      strict: strictlyEnabled.includes(id) || box.closest('.wt-cli-necessary-checkbox') !== null,
      defaultOn: box.hasAttribute('checked'),
      description: pane ? cloneContent(pane) : null,
    });
  }
  return categories;
}

/** Reads the settings modal the plugin printed; the page's texts win over ours. */
export function readConsentMarkup(strictlyEnabled: readonly string[]): ConsentMarkup {
  const popup = document.getElementById('cliSettingsPopup');
  const overview = popup?.querySelector('.cli-privacy-content-text');
  return {
    dialogTitle:
      (popup && textOf(popup, '.cli-privacy-overview h4, .cli-privacy-overview h2')) ?? CONSENT_TEXTS.dialogTitle,
    overview: overview ? cloneContent(overview) : null,
    save: (popup && textOf(popup, '#wt-cli-privacy-save-btn, .cli_setting_save_button')) ?? CONSENT_TEXTS.save,
    alwaysOn: (popup && textOf(popup, '.cli-necessary-caption')) ?? CONSENT_TEXTS.alwaysOn,
    categories: readCategories(popup, strictlyEnabled),
  };
}
