import { expect, type Locator } from '@playwright/test';

/**
 * Widgets on the `intent` trigger (design §8) mount on the first sign of use: a pointer over them
 * is that sign. Tests that are about what a widget does once mounted touch it first, then wait.
 */
export async function touched(host: Locator, timeout = 15_000): Promise<void> {
  // A touch before the runtime armed the host would be lost; a widget mounted meanwhile by its
  // `atLatest` trigger (the filter's logic) still waits for a touch to bring its React half.
  await expect(host).toHaveAttribute('data-vitrina-state', /^(pending|mounted)$/, { timeout });
  await host.dispatchEvent('pointerover');
  await expect(host).toHaveAttribute('data-vitrina-state', 'mounted', { timeout });
  // A pointer moving over a form crosses more of its elements: one more sign of use reaches a widget
  // whose chunk was already on its way when the first one came (its `atLatest` trigger had fired).
  await host.dispatchEvent('pointerover');
}

/** Touches every host still pending inside `scope` (a form's swatches) until none is left. */
export async function touchPending(scope: Locator, timeout = 15_000): Promise<void> {
  const pending = scope.locator('[data-vitrina-state="pending"]');
  // All at once, in the page: hosts leave the pending set as they mount, so a list of locators would shift.
  await scope.evaluate((root) => root.querySelectorAll('[data-vitrina-state="pending"]').forEach((host) => host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));
  await expect(pending).toHaveCount(0, { timeout });
}
