import { DEFAULTS } from '../../../config/defaults.ts';
import { useRef, useState } from 'react';
import { searchProducts, type SearchSuggestion } from './api/search.ts';
import { Combobox } from '../../../ui/Combobox.tsx';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import type { SuggestionStatus } from '../../../ui/use-suggestions.ts';
import { imageUrl, priceText, shopUrl, splitSuggestions } from './model.ts';
import { TEXTS } from './texts.ts';

interface LiveSearchProps {
  readonly input: HTMLInputElement;
  readonly category: HTMLSelectElement | null;
  readonly minChars: number;
  readonly delayMs: number;
  readonly navigate: (url: string) => void;
}

function Suggestion({ item }: { readonly item: SearchSuggestion }) {
  const image = imageUrl(item.img, location.origin);
  const price = priceText(item.price);
  return (
    <div className="autocomplete-suggestion">
      {image && (
        <div className="search-image">
          <img src={image} alt="" width={40} height={50} loading="lazy" />
        </div>
      )}
      <div className="search-name">{item.value}</div>
      {price && <span className="search-price">{price}</span>}
    </div>
  );
}

/**
 * Flatsome's header search as an APG combobox (spec §2.11, §5.9); the form still submits natively.
 * The list is drawn inside the theme's `.live-search-results` (so it stays in the form, inside the
 * mobile menu's dialog too), but that box is the theme's own popup: absolutely placed, capped in
 * height and scrolling. A list placed absolutely in it would be clipped to a sliver, and the box would become a
 * scrollable region no key can reach; placed against the viewport (`fixed`), the list escapes the
 * box, which stays empty and takes no room.
 */
export function LiveSearch({ input, category, minChars, delayMs, navigate }: LiveSearchProps) {
  const [noResults, setNoResults] = useState<string | null>(null);
  const [status, setStatus] = useState<SuggestionStatus>('idle');
  const noResultsRef = useRef<string | null>(null);

  const search = async (query: string, signal: AbortSignal) => {
    const result = await searchProducts(query, category?.value ?? '', signal);
    if (!result.ok) return null;
    const split = splitSuggestions(result.value);
    if (noResultsRef.current !== split.noResultsText) {
      noResultsRef.current = split.noResultsText;
      setNoResults(split.noResultsText);
    }
    return split.options;
  };
  const pick = (item: SearchSuggestion) => {
    const url = shopUrl(item.url, location.origin);
    if (url) navigate(url);
  };

  return (
    <>
      <Combobox<SearchSuggestion>
        input={input}
        listLabel={TEXTS.listLabel}
        minChars={minChars}
        delayMs={delayMs}
        maxHeight={DEFAULTS.searchSuggestionsMaxHeightPx}
        strategy="fixed"
        search={search}
        optionText={(item) => item.value}
        renderOption={(item) => <Suggestion item={item} />}
        onPick={pick}
        onStatus={setStatus}
        emptyText={noResults ?? undefined}
      />
      <LiveRegion as="p" className="live-search-message">
        {status === 'error' ? TEXTS.failed : ''}
      </LiveRegion>
    </>
  );
}
