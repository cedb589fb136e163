import { chipGroups, type Chip, type ChipTexts } from './filter-chips.ts';
import type { FilterValues } from './filter-state.ts';

/** How chips read and link; built from config and the current values. */
export interface ChipView {
  readonly clearAllText: string;
  readonly texts: ChipTexts;
  linkWithout(chip: Chip): string;
  clearAllLink(): string;
}

/** The panel is a named region while it shows chips; WOOF shows it only then. */
export function markPanel(panel: HTMLElement, shown: boolean): void {
  if (shown) {
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-label', 'Filtre active');
    panel.style.display = 'block';
  } else {
    panel.removeAttribute('role');
    panel.removeAttribute('aria-label');
    panel.style.removeProperty('display');
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/**
 * The active-filter chips (`.woof_products_top_panel`) as plain DOM, drawn when the panel is seen
 * (WOOF's front.js draws them at load, with no touch): the structure and classes of the
 * plugin's panel, so its CSS applies, and exactly what the filter's React half (Chips.tsx) renders,
 * so its taking over moves nothing. Each chip is a real link to the listing without that value.
 * A panel that already shows these chips is left alone (a focused chip keeps its focus).
 */
export function drawChips(panel: HTMLElement, values: FilterValues, view: ChipView): void {
  const groups = chipGroups(values, view.texts);
  const list =
    groups.length === 0
      ? null
      : element(
          'ul',
          {},
          element(
            'li',
            {},
            element('a', { href: view.clearAllLink(), class: 'woof_reset_button_2' }, view.clearAllText),
          ),
          ...groups.map((group) =>
            element(
              'li',
              {},
              element('span', { class: 'woof_products_top_panel_ul_title' }, group.heading),
              element(
                'ul',
                {},
                ...group.chips.map((chip) =>
                  element(
                    'li',
                    {},
                    element(
                      'a',
                      {
                        href: view.linkWithout(chip),
                        'data-tax': chip.key,
                        'data-slug': chip.slug,
                        'aria-label': `Elimină filtrul ${group.heading} ${chip.label}`,
                      },
                      element('span', { class: 'woof_remove_ppi' }),
                      chip.label,
                    ),
                  ),
                ),
              ),
            ),
          ),
        );
  const drawn = panel.hasAttribute('data-vitrina-chips');
  if (!drawn || panel.innerHTML !== (list?.outerHTML ?? '')) panel.replaceChildren(...(list ? [list] : []));
  panel.setAttribute('data-vitrina-chips', '');
  markPanel(panel, list !== null);
}
