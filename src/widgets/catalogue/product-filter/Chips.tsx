import { useLayoutEffect } from 'react';
import { chipGroups } from '../shared/filter-chips.ts';
import { markPanel, type ChipView } from '../shared/filter-chips-dom.ts';
import type { FilterValues } from '../shared/filter-state.ts';

/**
 * The active-filter panel (`.woof_products_top_panel`), taken over whole: the same structure and
 * classes the server prints (so theme CSS applies and nothing shifts). Chips stay real links to the
 * listing without that value, so a click works even before the filter's logic handles it.
 */
export function Chips({ panel, values, view }: { panel: HTMLElement; values: FilterValues; view: ChipView }) {
  const groups = chipGroups(values, view.texts);
  useLayoutEffect(() => markPanel(panel, groups.length > 0), [panel, groups.length]);
  if (groups.length === 0) return null;
  return (
    <ul>
      <li>
        <a href={view.clearAllLink()} className="woof_reset_button_2">
          {view.clearAllText}
        </a>
      </li>
      {groups.map((group) => (
        <li key={group.key}>
          <span className="woof_products_top_panel_ul_title">{group.heading}</span>
          <ul>
            {group.chips.map((chip) => (
              <li key={`${chip.key}|${chip.slug ?? ''}`}>
                <a
                  href={view.linkWithout(chip)}
                  data-tax={chip.key}
                  data-slug={chip.slug}
                  aria-label={`Elimină filtrul ${group.heading} ${chip.label}`}
                >
                  <span className="woof_remove_ppi" />
                  {chip.label}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export type { ChipView };
