import { createPortal } from 'react-dom';
import { skuAutocomplete, type SkuSuggestion } from './api/sku-autocomplete.ts';
import { WOOF_DEFAULTS, type OverlaySkin } from '../shared/config/woof.ts';
import { Combobox } from '../../../ui/Combobox.tsx';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { Chips, type ChipView } from './Chips.tsx';
import type { FilterView } from './view-state.ts';

const OVERLAY_STYLE = {
  position: 'fixed',
  inset: 0,
  zIndex: 10000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255,255,255,.6)',
} as const;
// WOOF's css/front.css (L97) prints div.woof_info_popup display: none, and front.js shows it with fadeTo (an
// inline display): while loading, the popup carries its own display so the plugin's rule cannot hide the text
// (nor keep it from screen readers under another skin); idle, the plugin's rule hides it.
const HIDDEN_STYLE = {
  display: 'block',
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
const POPUP_STYLE = {
  display: 'block',
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%,-50%)',
  zIndex: 10000,
  padding: '12px 20px',
  background: '#fff',
  border: '1px solid #ccc',
  boxShadow: '0 2px 8px rgba(0,0,0,.2)',
} as const;

interface Props {
  readonly chips: ChipView;
  readonly state: FilterView;
  readonly onSkuPick: (value: string) => void;
  /** by_sku's suggestion count (`woof_sku_autocomplete_items`). */
  readonly skuItems: number;
  readonly overlaySkin: OverlaySkin;
}

/**
 * What the filter panel draws of its own: the chips, WOOF's loading popup (`#woof_html_buffer`,
 * a status region; with a skin other than 'default', a page overlay with the skin's spinner and
 * the text read out only) and the SKU autocomplete (the shared combobox on the server's SKU
 * field). The failure message is DOM-drawn (failure-line.ts): it must not wait for React.
 */
export function FilterPanel({ chips, state, onSkuPick, skuItems, overlaySkin }: Props) {
  useSignals();
  const where = state.surface.value;
  const loading = state.loading.value;
  const search = async (phrase: string, signal: AbortSignal): Promise<readonly SkuSuggestion[] | null> => {
    const result = await skuAutocomplete(phrase, signal);
    return result.ok ? result.value : null; // a failure closes the list; the typed text stays
  };
  return (
    <>
      {where?.panel &&
        createPortal(<Chips panel={where.panel} values={state.values.value} view={chips} />, where.panel)}
      {createPortal(
        <LiveRegion
          className="woof_info_popup"
          id="woof_html_buffer"
          style={loading ? (overlaySkin === 'default' ? POPUP_STYLE : HIDDEN_STYLE) : undefined}
        >
          {loading ?? ''}
        </LiveRegion>,
        document.body,
      )}
      {loading &&
        overlaySkin !== 'default' &&
        createPortal(
          <div className={`woof_vitrina_overlay ${overlaySkin}`} style={OVERLAY_STYLE} aria-hidden="true">
            <Spinner label="" />
          </div>,
          document.body,
        )}
      {/* The React root itself is hidden: the list is drawn beside the SKU field, where it can be seen. */}
      {where?.sku &&
        createPortal(
          <Combobox<SkuSuggestion>
            key={where.serial}
            input={where.sku}
            listLabel="Sugestii cod produs"
            minChars={WOOF_DEFAULTS.skuAutocompleteMinChars}
            delayMs={WOOF_DEFAULTS.skuAutocompleteDelayMs}
            maxItems={skuItems}
            search={search}
            optionText={(item) => item.name}
            renderOption={(item) => (item.type ? `${item.name} — ${item.type}` : item.name)}
            onPick={(item) => onSkuPick(item.name)}
          />,
          where.sku.parentElement ?? document.body,
          String(where.serial),
        )}
    </>
  );
}
