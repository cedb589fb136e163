import type { Page } from '@playwright/test';

/**
 * Holds a lazy chunk at the network until the test lets it go, so the shopper's first interaction
 * lands before the code does, whatever the machine's speed (a fixed delay would be a race).
 * `name` is the chunk's file-name prefix (`card-swatches`, `react`, `panel-root`); every request
 * for it waits, the module preload's and the import's alike. Never released, the chunk never comes.
 */
export interface HeldChunk {
  /** Resolves once the page has asked for the chunk. */
  readonly asked: Promise<void>;
  release(): void;
}

export async function holdChunk(page: Page, name: string): Promise<HeldChunk> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(new RegExp(`/chunks/${name}-[\\w-]+\\.js$`), async (route) => {
    asked();
    await released;
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  return { asked: askedFor, release };
}
