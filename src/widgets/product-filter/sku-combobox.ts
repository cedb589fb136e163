import { skuAutocomplete, type SkuSuggestion } from '../../api/index.ts';
import { WOOF_DEFAULTS } from '../../config/index.ts';
import { ensureId } from './slide.ts';

/**
 * SKU autocomplete as an APG combobox with a listbox popup: starts at 3 characters after 400 ms,
 * at most 10 items, each shown as text (name and type). Arrow keys move the active option
 * (aria-activedescendant), Enter picks it, Escape closes. Failures close the list silently.
 */
export interface Combobox {
  /** True when Enter was used to pick an option (the caller should not submit). */
  handleKey(event: KeyboardEvent): boolean;
  destroy(): void;
}

export function enhanceSkuCombobox(input: HTMLInputElement, onPick: (value: string) => void, maxItems: number = WOOF_DEFAULTS.skuAutocompleteItems): Combobox {
  const list = document.createElement('ul');
  list.setAttribute('role', 'listbox');
  list.className = 'woof_sku_suggest';
  list.setAttribute('aria-label', 'Sugestii cod produs');
  list.hidden = true;
  list.style.cssText = 'list-style:none;margin:0;padding:0;border:1px solid #ccc;background:#fff;max-height:300px;overflow:auto';
  input.after(list);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', ensureId(list, 'woof-sku-list'));
  input.autocomplete = 'off';

  let items: SkuSuggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const highlight = (index: number) => {
    active = index;
    list.querySelectorAll<HTMLElement>('[role="option"]').forEach((option, at) => {
      option.setAttribute('aria-selected', String(at === index));
      option.style.background = at === index ? '#e8eef7' : '';
      if (at === index) input.setAttribute('aria-activedescendant', option.id);
    });
  };
  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    input.value = item.name;
    close();
    onPick(item.name);
  };
  const render = () => {
    list.replaceChildren(
      ...items.map((item, index) => {
        const option = document.createElement('li');
        option.setAttribute('role', 'option');
        option.id = `${list.id}-${index}`;
        option.setAttribute('aria-selected', 'false');
        option.style.cssText = 'padding:4px 8px;cursor:pointer';
        option.textContent = item.type ? `${item.name} — ${item.type}` : item.name;
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => pick(index));
        return option;
      }),
    );
    list.hidden = items.length === 0;
    input.setAttribute('aria-expanded', String(items.length > 0));
    active = -1;
    input.removeAttribute('aria-activedescendant');
  };
  const fetchSuggestions = async (phrase: string) => {
    controller?.abort();
    controller = new AbortController();
    const result = await skuAutocomplete(phrase, controller.signal);
    if (input.value.trim() !== phrase) return; // the shopper typed on; a newer request follows
    items = result.ok ? result.value.slice(0, maxItems) : [];
    render();
  };
  const onInput = () => {
    clearTimeout(timer);
    const phrase = input.value.trim();
    if (phrase.length < WOOF_DEFAULTS.skuAutocompleteMinChars) {
      items = [];
      close();
      return;
    }
    timer = setTimeout(() => void fetchSuggestions(phrase), WOOF_DEFAULTS.skuAutocompleteDelayMs);
  };
  input.addEventListener('input', onInput);
  input.addEventListener('blur', close);

  return {
    handleKey(event) {
      const open = !list.hidden && items.length > 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!open) return false;
        event.preventDefault();
        const delta = event.key === 'ArrowDown' ? 1 : -1;
        highlight((active + delta + items.length) % items.length);
        return true;
      }
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        close();
        return true;
      }
      if (event.key === 'Enter' && open && active >= 0) {
        event.preventDefault();
        pick(active);
        return true;
      }
      return false;
    },
    destroy() {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', close);
      list.remove();
    },
  };
}
