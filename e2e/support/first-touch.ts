import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * First interactions as shoppers make them (issue 33 item 4): no synthetic pre-touch. The widget's
 * chunk is held at the network until the test lets it go, so the interaction is sure to land
 * before the code, whatever the machine's pace.
 */
export interface HeldChunk {
  /** Lets the held chunk (and any later request for it) through. */
  release(): void;
  /** Whether the page has asked for the chunk yet. */
  requested(): boolean;
}

export async function holdChunk(page: Page, widget: string): Promise<HeldChunk> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  // `<name>-<hash>.js` only: not `post-rating-results-<hash>.js` for `post-rating`.
  const pattern = new RegExp(`/chunks/${widget}-[A-Za-z0-9_-]{7}\\.js$`);
  await page.route(pattern, async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { release: () => release(), requested: () => asked };
}

/**
 * Once the widget's chunk (let go with `release`) has come: its module has run and the runtime has
 * had its turns to mount, so what the widget draws is in place before the test's next step.
 */
export async function chunkRan(page: Page, widget: string): Promise<void> {
  const chunkUrl = (name: string) =>
    performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(`/chunks/${name}-[A-Za-z0-9_-]{7}\\.js$`).test(entry.name))?.name ?? '';
  await expect.poll(() => page.evaluate(chunkUrl, widget)).not.toBe('');
  await page.evaluate(
    async (url) => {
      await import(url); // the page's own module: resolved once it has run, as the runtime's import is
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    },
    await page.evaluate(chunkUrl, widget),
  );
}

/** The host has armed its trigger (the runtime scanned it), so a touch now is a first touch. */
export async function armed(host: Locator): Promise<void> {
  await expect(host).toHaveAttribute('data-vitrina-state', 'pending', { timeout: 15_000 });
}

/** After a keyboard step focus is on a control, never dropped to <body> (issue 35 item 2). */
export async function expectFocusKept(page: Page): Promise<void> {
  const active = await page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? 'none');
  expect(active, 'document.activeElement after a keyboard step').not.toMatch(/^(body|html|none)$/);
}

const chunksOf = (
  JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as {
    widgets: Record<string, { chunks: string[] }>;
  }
).widgets;

interface ClickGate {
  __firstClick: Promise<void>;
  __chunkAtGate: boolean;
}
const REAL = '?after-click';

/**
 * The widget's chunk finishes running only at the page's first click (call before the page
 * loads): it is served as a module that re-exports the real one and then awaits a promise the
 * click resolves in the page, no round trip to the test. With `chunkAtClickGate` after the load,
 * the widget then mounts moments after the click, while Chromium still shows a tapped element
 * `:active` (it keeps it so for up to ~150 ms after a tap), with no pointer event left to end the press.
 */
export async function mountAtFirstClick(page: Page, widget: string): Promise<void> {
  await page.addInitScript(() => {
    const gate = window as unknown as ClickGate;
    let open = () => {};
    gate.__firstClick = new Promise<void>((resolve) => (open = resolve));
    // Registered before any script of the page, so no widget's capture listener can stop it first.
    window.addEventListener('click', () => open(), { capture: true, once: true });
  });
  await page.route(new RegExp(`/chunks/${widget}-[A-Za-z0-9_-]{7}\\.js$`), async (route) => {
    const real = `./${new URL(route.request().url()).pathname.split('/').pop()!}${REAL}`;
    await route.fulfill({
      contentType: 'text/javascript',
      body: `export * from '${real}';\nexport { default } from '${real}';\nwindow.__chunkAtGate = true;\nawait window.__firstClick;\n`,
    });
  });
}

/**
 * Everything the widget's mount needs fetched and run in the page, as the runtime's imports would
 * (the same URLs, so the same modules), and its chunk waiting at the click's gate: the runtime's
 * import of it, on the shopper's touch, resolves as the click comes.
 */
export async function chunkAtClickGate(page: Page, widget: string): Promise<void> {
  const [own, ...dependencies] = chunksOf[widget]?.chunks ?? [];
  if (!own) throw new Error(`no ${widget} in dist/manifest.json`);
  await page.evaluate(
    async ({ own, dependencies, real }) => {
      const entry = [...document.scripts].find((script) => /\/vitrina\.js(\?|$)/.test(script.src));
      if (!entry) throw new Error('no vitrina.js on the page');
      const url = (file: string) => new URL(file, entry.src).href;
      await Promise.all([...dependencies.map(url), url(own) + real].map((href) => import(href)));
      void import(url(own)); // resolves at the click
    },
    { own, dependencies, real: REAL },
  );
  await page.waitForFunction(() => (window as unknown as ClickGate).__chunkAtGate === true);
}
