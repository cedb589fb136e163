import { expect, type Locator } from '@playwright/test';

/**
 * Widgets on the `intent` trigger (design §8) mount on the first sign of use: a pointer over them
 * is that sign. Tests that are about what a widget does once mounted touch it first, then wait.
 */
export async function touched(host: Locator, timeout = 15_000): Promise<void> {
  // A touch before the runtime armed the host would be lost. A touch while a chunk its `atLatest`
  // trigger fetched is still loading reaches the widget as its cause (the filter's React half).
  await expect(host).toHaveAttribute('data-vitrina-state', /^(pending|mounted)$/, { timeout });
  await host.dispatchEvent('pointerover');
  await expect(host).toHaveAttribute('data-vitrina-state', 'mounted', { timeout });
}

/** Touches every host still pending inside `scope` (a form's swatches) until none is left. */
export async function touchPending(scope: Locator, timeout = 15_000): Promise<void> {
  const pending = scope.locator('[data-vitrina-state="pending"]');
  // All at once, in the page: hosts leave the pending set as they mount, so a list of locators would shift.
  await scope.evaluate((root) => root.querySelectorAll('[data-vitrina-state="pending"]').forEach((host) => host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));
  await expect(pending).toHaveCount(0, { timeout });
}
