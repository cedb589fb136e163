import { useEffect, useRef, useState } from 'react';

export type SuggestionStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

interface SuggestionOptions<T> {
  readonly input: HTMLInputElement;
  readonly minChars: number;
  readonly delayMs: number;
  readonly maxItems?: number;
  readonly search: (query: string, signal: AbortSignal) => Promise<readonly T[] | null>;
}

/**
 * Suggestions for what is typed in `input`: nothing below `minChars`, a query after `delayMs` of
 * quiet, the previous request aborted, and an answer kept only while it still matches the newest
 * query (the newest query always wins over an older, slower answer).
 */
export function useSuggestions<T>({ input, minChars, delayMs, maxItems, search }: SuggestionOptions<T>) {
  const [items, setItems] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<SuggestionStatus>('idle');
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const onInput = () => {
      clearTimeout(timer);
      controller?.abort();
      const query = input.value.trim();
      if (query.length < minChars) {
        setItems([]);
        setStatus('idle');
        return;
      }
      timer = setTimeout(() => {
        const current = new AbortController();
        controller = current;
        setStatus('loading');
        searchRef.current(query, current.signal).then(
          (found) => {
            if (current.signal.aborted || input.value.trim() !== query) return;
            const kept = found === null ? [] : maxItems === undefined ? found : found.slice(0, maxItems);
            setItems(kept);
            setStatus(found === null ? 'error' : kept.length > 0 ? 'results' : 'empty');
          },
          () => {
            if (!current.signal.aborted) setStatus('error');
          },
        );
      }, delayMs);
    };
    input.addEventListener('input', onInput);
    // Text typed while this code was loading (React comes on the first touch, design §8) is not lost:
    // a focused field that already holds a query is answered at once, as its next keystroke would be.
    if (input.ownerDocument.activeElement === input && input.value.trim().length >= minChars) onInput();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener('input', onInput);
    };
  }, [input, minChars, delayMs, maxItems]);

  const clear = () => {
    setItems([]);
    setStatus('idle');
  };
  return { items, status, clear };
}
