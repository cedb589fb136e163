/**
 * Finds the hosts of every widget in one query (so the first scan stays under 10 ms at 4× CPU).
 * Asking each of ~50 selectors separately walked the page 50 times; asking the union and then
 * every selector of each element found costs ~50 `matches` per element. So, as a style engine
 * does, each selector is filed under a key its subject must carry (an id or a class), and an
 * element found is tried only against the selectors filed under its keys, and the few with neither.
 * A widget named in an element's `data-vitrina` needs no selector at all.
 */
export interface Indexed {
  readonly name: string;
  readonly selector: string;
}

/** Commas and combinators outside brackets and parentheses. */
const TOP_LEVEL_COMMA = /,(?![^[(]*[\])])/;
const COMBINATOR = /\s*[\s>+~]\s*(?![^[(]*[\])])/;

/** `#id` or `.class` that an element must have to match the selector's subject; `*` when it names neither. */
export function subjectKey(complex: string): string {
  const subject = complex.trim().split(COMBINATOR).pop() ?? '';
  // Ids and classes inside :not(…) or an attribute's value say nothing about the subject.
  const plain = subject.replace(/\((?:[^()]|\([^()]*\))*\)|\[[^\]]*\]/g, '');
  return /[#.][\w-]+/.exec(plain)?.[0] ?? '*';
}

/**
 * Returns a scan: each element under root (root included) with the entries it hosts, in their
 * order. One query finds them all; each is matched only as the caller asks for it, so a caller can
 * spread the matching over several tasks.
 */
export function indexSelectors<T extends Indexed>(entries: readonly T[]): (root: Element) => Generator<[Element, T[]]> {
  const filed = new Map<string, Set<T>>();
  for (const entry of entries) {
    for (const complex of entry.selector.split(TOP_LEVEL_COMMA)) {
      const key = subjectKey(complex);
      filed.set(key, (filed.get(key) ?? new Set()).add(entry));
    }
  }
  const union = `${entries.map(({ selector }) => selector).join(',')},[data-vitrina]`;

  const hostedBy = (element: Element): T[] => {
    const keys = [`#${element.id}`, ...[...element.classList].map((name) => `.${name}`), '*'];
    const named = element.getAttribute('data-vitrina');
    const candidates = new Set(keys.flatMap((key) => [...(filed.get(key) ?? [])]));
    return entries.filter(
      (entry) => entry.name === named || (candidates.has(entry) && element.matches(entry.selector)),
    );
  };

  return function* scan(root) {
    if (entries.length === 0) return;
    const found = root.matches(union) ? [root, ...root.querySelectorAll(union)] : root.querySelectorAll(union);
    for (const element of found) {
      const hosted = hostedBy(element);
      if (hosted.length > 0) yield [element, hosted];
    }
  };
}
