import type { Rolldown } from 'vite';

/**
 * How the library build cuts its lazy chunks (design §8: each page fetches only what it uses).
 *
 * Left to the bundler, the shared layers and the small DOM helpers become some 40 sub-KB chunks
 * fetched in waterfalls; put in one `shared` chunk, every page loads every other page's code. So
 * each shared module rides where its users are:
 * - one widget alone uses it (the filter's config, the reviews' API): in that widget's chunk;
 * - a widget of the page frame uses it (signals, the cart state, the consent state, the request
 *   layer), or widgets of three areas or more do: in `shared`, which every page loads anyway;
 * - widgets of one or two areas alone (the reviews' config, the coupons of cart and checkout, the
 *   carousel of the theme and reviews sliders): in `shared-<areas>`, fetched only by the pages that
 *   hold such a widget — unless those modules are too few to be worth a request, then in `shared`.
 * React and what it needs at run time are one `react` chunk, ky one `ky` chunk; a DOM helper whose imports reach React
 * is left out of the groups (it would bring React to pages that draw no React).
 */
/** The chunking context rolldown hands a group's `name` function. */
type ChunkingContext = Parameters<Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>>[1];

/** Modules the entry itself imports stay in the entry; they must not drag a shared chunk in. */
const ENTRY_MODULES = /\/src\/(main|registry)\.ts$|\/src\/runtime\/|\/src\/config\/widgets\.ts$/;
/** The layers widgets share (config, request layer, state, legacy bridges, texts) and their vendors. */
const SHARED_LAYERS = /\/src\/(api|config|state|legacy|i18n)\/|node_modules\/(js-cookie|@preact\/signals-core)\//;
/** The DOM helpers of ui/ and lib/ (focus, keys, live regions, busy state, scrolling…). */
const DOM_HELPERS = /\/src\/(ui|lib)\/.+\.ts$/;
const REACT_RUNTIME = /node_modules\/(react|react-dom|scheduler|use-sync-external-store|@preact\/signals-react)\//;
/** `src/widgets/<area>/<name>/`: one widget's folder (its chunk and its lazy halves). */
const WIDGET_FOLDER = /\/src\/widgets\/(([^/]+)\/[^/]+)\//;
/** Below this much source, a group's modules ride in `shared` (about half a KB gzip). */
const MIN_GROUP_SOURCE = 1500;
/** Modules used by this many areas are general enough to ride in `shared`. */
const MANY_AREAS = 3;
/**
 * The widgets of the page frame, hosted on every page the shop prints (the header, the cookie bar,
 * the cart cache, the order attribution, the trust badge…): what they import is loaded everywhere,
 * so it rides in `shared` rather than in a request of its own. tests/build/chunking.test.ts keeps
 * the names in step with the registry.
 */
export const PAGE_FRAME_WIDGETS: ReadonlySet<string> = new Set([
  'cart/cart-fragments',
  'checkout/order-attribution',
  'consent/consent-scripts',
  'consent/cookie-consent',
  'reviews/trust-badge',
  'theme/back-to-top',
  'theme/header-nav',
  'theme/page-loader',
]);

/** Whether a module's static imports reach React (a .tsx file or React itself), however deep. */
function reachesReact(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (id.endsWith('.tsx') || REACT_RUNTIME.test(id)) return true;
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesReact(next, ctx, seen));
}

/**
 * The widget folders whose modules statically import a module, however deep; `entry` among them
 * when the entry does (then the module stays in the entry, which every page loads anyway).
 */
function widgetsReaching(id: string, ctx: ChunkingContext, seen = new Set<string>(), folders = new Set<string>()): Set<string> {
  if (seen.has(id)) return folders;
  seen.add(id);
  if (ENTRY_MODULES.test(id)) return folders.add('entry');
  const folder = WIDGET_FOLDER.exec(id)?.[1];
  if (folder) return folders.add(folder);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) widgetsReaching(importer, ctx, seen, folders);
  return folders;
}

/**
 * The areas a module's users belong to, joined (`cart-checkout`); `shared` when the page frame or
 * many areas use it; null when it rides with its one user.
 */
function usersOf(id: string, ctx: ChunkingContext): string | null {
  if (DOM_HELPERS.test(id) && reachesReact(id, ctx)) return null;
  const folders = widgetsReaching(id, ctx);
  if (folders.size < 2 || folders.has('entry')) return null;
  if ([...folders].some((folder) => PAGE_FRAME_WIDGETS.has(folder))) return 'shared';
  const areas = [...new Set([...folders].map((folder) => folder.split('/')[0]!))].sort();
  return areas.length >= MANY_AREAS ? 'shared' : areas.join('-');
}

/**
 * The group of shared modules. rolldown calls `test` for every candidate before the first `name`
 * call, so `name` can weigh each group once all its candidates are known.
 */
export function sharedModulesGroup(): Rolldown.CodeSplittingGroup {
  const candidates: string[] = [];
  let groupSource: Map<string, number> | undefined;
  return {
    test: (id: string) => {
      const isShared = !ENTRY_MODULES.test(id) && (SHARED_LAYERS.test(id) || DOM_HELPERS.test(id));
      if (isShared) candidates.push(id);
      return isShared;
    },
    name: (id: string, ctx: ChunkingContext) => {
      const users = usersOf(id, ctx);
      if (users === null || users === 'shared') return users;
      groupSource ??= measureGroups(candidates, ctx);
      return (groupSource.get(users) ?? 0) >= MIN_GROUP_SOURCE ? `shared-${users}` : 'shared';
    },
  };
}

/** How much source each group of areas' own shared modules hold. */
function measureGroups(candidates: readonly string[], ctx: ChunkingContext): Map<string, number> {
  const source = new Map<string, number>();
  for (const id of candidates) {
    const users = usersOf(id, ctx);
    if (users === null || users === 'shared') continue;
    source.set(users, (source.get(users) ?? 0) + (ctx.getModuleInfo(id)?.code?.length ?? 0));
  }
  return source;
}

export const reactGroup: Rolldown.CodeSplittingGroup = { name: 'react', test: REACT_RUNTIME };

/** ky comes with the first touch or request (src/api/transport.ts), as one chunk of its own. */
export const kyGroup: Rolldown.CodeSplittingGroup = { name: 'ky', test: /node_modules\/ky\// };
