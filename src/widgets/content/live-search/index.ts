import { createElement } from 'react';
import { readLiveSearchSettings } from './config/live-search.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { LiveSearch } from './LiveSearch.tsx';

/**
 * Flatsome's live product search on the header search forms (desktop header and mobile menu):
 * `form.searchform` with its `.search-field` and `.live-search-results` box, and the optional
 * `select.search_categories`. Loaded on first interaction, so pages never fetch it unused.
 */
const liveSearch: WidgetModule = {
  mount(host, context) {
    const input = host.querySelector<HTMLInputElement>('input.search-field, input[name="s"]');
    const box = host.querySelector<HTMLElement>('.live-search-results');
    if (!input || !box) return undefined;
    const category = host.querySelector<HTMLSelectElement>('select.search_categories, select[name="product_cat"]');
    const { minChars, delayMs } = readLiveSearchSettings();
    const unmount = mountReact(
      box,
      createElement(LiveSearch, {
        input,
        category,
        minChars,
        delayMs,
        navigate: (url: string) => window.location.assign(url),
      }),
      context,
      { removeContainer: false },
    );
    const requery = () => {
      if (input.value.trim().length >= minChars) input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    // A new category asks again for what is typed.
    if (category) context.listen(category, 'change', requery);
    // Typed before this chunk arrived (the trigger is the first focus): ask for it now.
    if (document.activeElement === input && input.value !== input.defaultValue) {
      setTimeout(() => context.signal.aborted || requery(), 0);
    }
    return unmount;
  },
};

export default liveSearch;
