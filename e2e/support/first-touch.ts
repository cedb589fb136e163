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
  const pattern = new RegExp(`/chunks/${widget}-[A-Za-z0-9_-]{8}\\.js$`);
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
  const chunkUrl = (name: string) => performance.getEntriesByType('resource').find((entry) => new RegExp(`/chunks/${name}-[A-Za-z0-9_-]{8}\\.js$`).test(entry.name))?.name ?? '';
  await expect.poll(() => page.evaluate(chunkUrl, widget)).not.toBe('');
  await page.evaluate(async (url) => {
    await import(url); // the page's own module: resolved once it has run, as the runtime's import is
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  }, await page.evaluate(chunkUrl, widget));
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
