import type { Rolldown } from 'vite';

/**
 * How the library build cuts its lazy chunks (design §8: each page fetches only what it uses).
 *
 * Left to the bundler, the shared layers and the small DOM helpers become some 40 sub-KB chunks
 * fetched in waterfalls; put in one `shared` chunk, every page loads every other page's code. So
 * each shared module rides where its users are:
 * - one widget alone uses it (the filter's config, the reviews' API): in that widget's chunk;
 * - a widget of the page frame uses it (signals, the cart and consent state, the bottom dock):
 *   in `shared`, which every page loads anyway;
 * - widgets of three areas or more, none of the frame: the request layer in `shared-api`, fetched
 *   with the first widget that talks to the server (a page whose widgets wait for a touch, and
 *   whose cart cache is valid, settles without it); the texts and DOM helpers in `shared-common`;
 * - widgets of one or two areas alone (the reviews' config, the coupons of cart and checkout, the
 *   carousel of the theme and reviews sliders): in `shared-<areas>`, fetched only by the pages that
 *   hold such a widget — unless those modules are too few to be worth a request, then in
 *   `shared-common`. Within an area, the modules one exact set of its widgets uses ride apart when
 *   they are worth a request of their own (the reviews slider takes the reviews' config, not their API).
 * - a page-frame widget's own modules that two of its chunks use (the cookie bar's texts, which
 *   its banner wiring and settings dialog also show; the lazy-view step of its banner and CCPA
 *   opt-out): in `shared`. Left to the bundler, a module two halves share is a request of its own,
 *   fetched only after the half that imports it; one the widget's chunk shares is exported to its
 *   halves, and a lazy chunk that exports more than its module is wrapped in the bundler's
 *   namespace helper: a `rolldown-runtime` request on every page.
 * - only ever fetched with React (every chunk that reaches it reaches React too: the React helpers
 *   of ui/, a reviews form's fields): the kernel's in `shared-react`, an area's in
 *   `shared-<area>-react`. A touched React widget fetches all of its area's React-side code in one
 *   request rather than a dozen sub-KB ones (over a phone's round trips, the count costs more than
 *   the few KB one widget does not use); a module that brings a library of its own (floating-ui)
 *   stays apart, so no other widget fetches that library.
 * Shared modules used by page-load halves are grouped by those halves alone: a page's light
 * halves fetch exactly what they use, and a React half that shares them may fetch a little more.
 * React and what it needs at run time are one `react` chunk, ky one `ky` chunk; any other DOM helper whose imports
 * reach React is left out of the groups (it would bring React to pages that draw no React).
 */
/** The chunking context rolldown hands a group's `name` function. */
type ChunkingContext = Parameters<
  Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>
>[1];

/** Modules the entry itself imports stay in the entry; they must not drag a shared chunk in. */
const ENTRY_MODULES = /\/src\/(main|registry)\.ts$|\/src\/runtime\/|\/src\/config\/widgets\.ts$/;
/** The layers widgets share (config, request layer, state, legacy bridges, texts) and their vendors. */
const SHARED_LAYERS = /\/src\/(api|config|state|legacy|i18n)\/|node_modules\/(js-cookie|@preact\/signals-core)\//;
/** An area's shared folder (`src/widgets/<area>/shared/`): what several widgets of one area use. */
const AREA_SHARED = /\/src\/widgets\/[^/]+\/shared\//;
const AREA_OF_SHARED = /\/src\/widgets\/([^/]+)\/shared\//;
/** The request layer (api/) and a slice's endpoint functions: a small group of them rides in `shared-api`. */
const REQUEST_LAYER = /\/src\/api\/|\/src\/widgets\/[^/]+\/[^/]+\/api(\/|\.ts$)/;
/** The DOM helpers of ui/ and lib/ (focus, keys, live regions, busy state, scrolling…). */
const DOM_HELPERS = /\/src\/(ui|lib)\/.+\.tsx?$/;
const REACT_RUNTIME = /node_modules\/(react|react-dom|scheduler|use-sync-external-store|@preact\/signals-react)\//;
/** A library beside React that only some React widgets use (floating-ui, PhotoSwipe): never brought to the others. */
const OWN_VENDOR =
  /node_modules\/(?!(react|react-dom|scheduler|use-sync-external-store|@preact\/signals-(react|core))\/)/;
/** `src/widgets/<area>/<name>/`: one widget's folder (its chunk and its lazy halves); an area's shared folder is not one. */
const WIDGET_FOLDER = /\/src\/widgets\/(([^/]+)\/(?!shared\/)[^/]+)\//;
/**
 * A few lines most areas use (filling a text's placeholders, the one same-origin check): in
 * `shared-common`, a page whose widgets need only these fetched 2 KB of other areas' helpers (the
 * home page, for its reviews slider's labels and its product cards' links), so they ride in
 * `shared`, which every page loads anyway.
 */
const EVERY_PAGE = /\/src\/(i18n\/format|lib\/same-origin)\.ts$/;
/** Below this much source, a group's modules ride in `shared-common` (about half a KB gzip). */
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

/** Whether a module's static imports reach a vendor library other than React's, however deep. */
function reachesOwnVendor(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (OWN_VENDOR.test(id)) return true;
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesOwnVendor(next, ctx, seen));
}

/** Whether a module's static imports reach React (a .tsx file or React itself), however deep. */
function reachesReact(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (id.endsWith('.tsx') || REACT_RUNTIME.test(id)) return true;
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesReact(next, ctx, seen));
}

/** The page-frame widget whose folder holds a module, if any. */
function frameFolderOf(id: string): string | undefined {
  const folder = WIDGET_FOLDER.exec(id)?.[1];
  return folder !== undefined && PAGE_FRAME_WIDGETS.has(folder) ? folder : undefined;
}

/** The modules imported dynamically (each the start of a lazy chunk) whose static imports reach a module. */
function lazyStartsReaching(
  id: string,
  ctx: ChunkingContext,
  seen = new Set<string>(),
  starts = new Set<string>(),
): Set<string> {
  if (seen.has(id)) return starts;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if ((info?.dynamicImporters.length ?? 0) > 0) starts.add(id);
  for (const importer of info?.importers ?? []) lazyStartsReaching(importer, ctx, seen, starts);
  return starts;
}

/** Whether two of a page-frame widget's chunks (its index.ts, its lazy halves) use a module. */
function sharedWithinFrameWidget(id: string, folder: string, ctx: ChunkingContext): boolean {
  const starts = lazyStartsReaching(id, ctx);
  return starts.size > 1 && [...starts].every((start) => start.includes(`/src/widgets/${folder}/`));
}

/**
 * The widget folders whose modules statically import a module, however deep; `entry` among them
 * when the entry does (then the module stays in the entry, which every page loads anyway).
 */
function widgetsReaching(
  id: string,
  ctx: ChunkingContext,
  seen = new Set<string>(),
  folders = new Set<string>(),
): Set<string> {
  if (seen.has(id)) return folders;
  seen.add(id);
  if (ENTRY_MODULES.test(id)) return folders.add('entry');
  const folder = WIDGET_FOLDER.exec(id)?.[1];
  if (folder) return folders.add(folder);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) widgetsReaching(importer, ctx, seen, folders);
  return folders;
}

/** Where a module's users are: the page frame, many areas, or a few areas and the exact widgets. */
type Users =
  | { readonly kind: 'shared' }
  | { readonly kind: 'common' }
  | { readonly kind: 'areas'; readonly areas: string; readonly widgets: string }
  /** Fetched only with React: the kernel's React helpers together, an area's React-side code together. */
  | { readonly kind: 'react'; readonly area: string | undefined };

/**
 * Whether a module is only ever fetched with React: every lazy chunk that reaches it (a widget's
 * chunk, a lazy half) reaches React too. Grouping such modules never brings React to a page.
 */
function onlyWithReact(id: string, ctx: ChunkingContext): boolean {
  const starts = lazyStartsReaching(id, ctx);
  return starts.size > 0 && [...starts].every((start) => reachesReact(start, ctx));
}

/**
 * The widget folders whose chunks fetch a module without React (a page-load half). Grouped by
 * these alone, a page's light halves fetch exactly what they use; the React halves that share
 * the module may fetch a little more, with React's own weight.
 */
function lightFolders(id: string, ctx: ChunkingContext): Set<string> {
  const folders = new Set<string>();
  for (const start of lazyStartsReaching(id, ctx)) {
    const folder = WIDGET_FOLDER.exec(start)?.[1];
    if (folder !== undefined && !reachesReact(start, ctx)) folders.add(folder);
  }
  return folders;
}

/** Null when the module rides with its one user (or stays in the entry). */
function usersOf(id: string, ctx: ChunkingContext): Users | null {
  const folders = widgetsReaching(id, ctx);
  if (folders.has('entry')) return null;
  if (folders.size >= 2 && !frameFolderOf(id) && onlyWithReact(id, ctx) && !reachesOwnVendor(id, ctx)) {
    return { kind: 'react', area: AREA_OF_SHARED.exec(id)?.[1] };
  }
  if ((DOM_HELPERS.test(id) || AREA_SHARED.test(id) || frameFolderOf(id)) && reachesReact(id, ctx)) return null;
  if (folders.size < 2) {
    const [only] = folders;
    return only !== undefined && PAGE_FRAME_WIDGETS.has(only) && sharedWithinFrameWidget(id, only, ctx)
      ? { kind: 'shared' }
      : null;
  }
  if (EVERY_PAGE.test(id) || [...folders].some((folder) => PAGE_FRAME_WIDGETS.has(folder))) return { kind: 'shared' };
  const areas = [...new Set([...folders].map((folder) => folder.split('/')[0]!))].sort();
  if (areas.length >= MANY_AREAS) return { kind: 'common' };
  return { kind: 'areas', areas: areas.join('-'), widgets: [...lightFolders(id, ctx)].sort().join(' ') };
}

/**
 * The group of shared modules. rolldown calls `test` for every candidate before the first `name`
 * call, so `name` can weigh each group once all its candidates are known.
 */
export function sharedModulesGroup(): Rolldown.CodeSplittingGroup {
  const candidates: string[] = [];
  let groups: GroupSizes | undefined;
  return {
    test: (id: string) => {
      const isShared =
        !ENTRY_MODULES.test(id) &&
        (SHARED_LAYERS.test(id) ||
          DOM_HELPERS.test(id) ||
          AREA_SHARED.test(id) ||
          (frameFolderOf(id) !== undefined && !id.endsWith('/index.ts')));
      if (isShared) candidates.push(id);
      return isShared;
    },
    name: (id: string, ctx: ChunkingContext) => {
      const users = usersOf(id, ctx);
      if (users === null) return null;
      if (users.kind === 'shared') return 'shared';
      if (users.kind === 'react') return users.area === undefined ? 'shared-react' : `shared-${users.area}-react`;
      // The request layer apart: a page whose widgets have not asked the server anything (most
      // page views with a valid cart cache) does not fetch it with the texts and helpers.
      const common = REQUEST_LAYER.test(id) ? 'shared-api' : 'shared-common';
      if (users.kind === 'common') return common;
      groups ??= measureGroups(candidates, ctx);
      if (groups.apart(users.widgets)) return `shared-${users.areas}-${groups.ordinal(users.widgets)}`;
      return groups.areaRest(users.areas) >= MIN_GROUP_SOURCE ? `shared-${users.areas}` : common;
    },
  };
}

interface GroupSizes {
  /** Whether the modules this exact set of widgets uses are worth a chunk apart from their areas' group. */
  apart(widgets: string): boolean;
  /** The source an area group keeps once the widget sets worth a chunk of their own ride apart. */
  areaRest(areas: string): number;
  /** A stable number for a widget set within its areas (chunk names must not collide). */
  ordinal(widgets: string): number;
}

/** How much source each group of areas, and each exact set of widgets within one, holds. */
function measureGroups(candidates: readonly string[], ctx: ChunkingContext): GroupSizes {
  const byAreas = new Map<string, number>();
  const byWidgets = new Map<string, number>();
  const areasOf = new Map<string, string>();
  for (const id of candidates) {
    const users = usersOf(id, ctx);
    if (users?.kind !== 'areas') continue;
    const size = ctx.getModuleInfo(id)?.code?.length ?? 0;
    byAreas.set(users.areas, (byAreas.get(users.areas) ?? 0) + size);
    byWidgets.set(users.widgets, (byWidgets.get(users.widgets) ?? 0) + size);
    areasOf.set(users.widgets, users.areas);
  }
  const apart = (widgets: string) => {
    const size = byWidgets.get(widgets) ?? 0;
    return size >= MIN_GROUP_SOURCE && size < (byAreas.get(areasOf.get(widgets) ?? '') ?? 0);
  };
  const sets = [...byWidgets.keys()].sort();
  return {
    apart,
    areaRest: (areas) =>
      (byAreas.get(areas) ?? 0) -
      sets
        .filter((widgets) => areasOf.get(widgets) === areas && apart(widgets))
        .reduce((sum, widgets) => sum + (byWidgets.get(widgets) ?? 0), 0),
    ordinal: (widgets) => sets.filter((other) => areasOf.get(other) === areasOf.get(widgets)).indexOf(widgets) + 1,
  };
}

export const reactGroup: Rolldown.CodeSplittingGroup = { name: 'react', test: REACT_RUNTIME };

/** ky comes with the first touch or request (src/api/transport.ts), as one chunk of its own. */
export const kyGroup: Rolldown.CodeSplittingGroup = { name: 'ky', test: /node_modules\/ky\// };
