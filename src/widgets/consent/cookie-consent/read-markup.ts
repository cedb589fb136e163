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

export interface ConsentMarkup {
  /** The banner's message (text and links, such as the privacy policy), cloned from the page. */
  readonly message: Node;
  /** Button texts; null when the site does not print that button. */
  readonly accept: string;
  readonly reject: string | null;
  readonly acceptAll: string | null;
  readonly settings: string | null;
  readonly dialogTitle: string;
  readonly overview: Node | null;
  readonly save: string;
  readonly alwaysOn: string;
  readonly categories: readonly ConsentCategory[];
}

const ACCEPT = '[data-cli_action="accept"], .cookie_action_close_header:not(.cookie_action_close_header_reject), .wt-cli-accept-btn';
const REJECT = '[data-cli_action="reject"], .cookie_action_close_header_reject, .wt-cli-reject-btn';
const ACCEPT_ALL = '.wt-cli-accept-all-btn, .cli_enable_all_btn';
const SETTINGS = '.cli_settings_button';
const BUTTONS = [ACCEPT, REJECT, ACCEPT_ALL, SETTINGS].join(', ');

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

function readMessage(bar: Element): Node {
  const message = bar.querySelector('.cli-bar-message');
  if (message) return cloneContent(message);
  const copy = bar.cloneNode(true);
  if (!(copy instanceof Element)) return document.createTextNode(CONSENT_TEXTS.message);
  for (const button of copy.querySelectorAll(BUTTONS)) button.remove();
  const fragment = cloneContent(copy);
  return fragment.textContent?.trim() ? fragment : document.createTextNode(CONSENT_TEXTS.message);
}

function readCategories(popup: Element | null, strictlyEnabled: readonly string[]): ConsentCategory[] {
  if (!popup) return [];
  const categories: ConsentCategory[] = [];
  for (const box of popup.querySelectorAll<HTMLInputElement>('input.cli-user-preference-checkbox[data-id^="checkbox-"]')) {
    const id = (box.getAttribute('data-id') ?? '').slice('checkbox-'.length);
    if (id === '' || categories.some((category) => category.id === id)) continue;
    const section = box.closest('.cli-tab-section');
    const label = textOf(section ?? popup, '.cli-nav-link') ?? (box.id ? textOf(popup, `label[for="${CSS.escape(box.id)}"]`) : null) ?? id;
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

/** Reads the banner and the settings modal the plugin printed; the page's texts win over ours. */
export function readConsentMarkup(bar: Element, strictlyEnabled: readonly string[]): ConsentMarkup {
  const popup = document.getElementById('cliSettingsPopup');
  const overview = popup?.querySelector('.cli-privacy-content-text');
  return {
    message: readMessage(bar),
    accept: textOf(bar, ACCEPT) ?? CONSENT_TEXTS.accept,
    reject: textOf(bar, REJECT),
    acceptAll: textOf(bar, ACCEPT_ALL),
    settings: textOf(bar, SETTINGS),
    dialogTitle: (popup && textOf(popup, '.cli-privacy-overview h4, .cli-privacy-overview h2')) ?? CONSENT_TEXTS.dialogTitle,
    overview: overview ? cloneContent(overview) : null,
    save: (popup && textOf(popup, '#wt-cli-privacy-save-btn, .cli_setting_save_button')) ?? CONSENT_TEXTS.save,
    alwaysOn: (popup && textOf(popup, '.cli-necessary-caption')) ?? CONSENT_TEXTS.alwaysOn,
    categories: readCategories(popup, strictlyEnabled),
  };
}
