import { readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';

/**
 * Widgets on the `intent` or `interaction` trigger (design §8) mount on the shopper's first touch.
 * Tests never wake them with a synthetic event (issue 33 item 4; tests/e2e-rules checks it): a
 * behaviour test waits until the host is armed and then acts as a shopper does (click, tap, keys,
 * typing), and the runtime delivers that first interaction. A test that must see the widget
 * mounted before it checks something needing no interaction wakes it with a real hover.
 */
interface ManifestRow {
  readonly selector: string;
  readonly trigger: string;
}
const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as {
  widgets: Record<string, ManifestRow>;
};
const ON_USE = Object.entries(manifest.widgets)
  .filter(([, row]) => row.trigger === 'intent' || row.trigger === 'interaction')
  .map(([name, row]) => `${row.selector}, [data-vitrina="${name}"]`);

/** The runtime has scanned the host and armed its trigger: a shopper's touch from now on reaches the widget. */
export async function armed(host: Locator, timeout = 15_000): Promise<void> {
  await expect(host).toHaveAttribute('data-vitrina-state', /^(pending|mounted)$/, { timeout });
}

/**
 * The host and the hosts inside it are ready with nothing touched: each widget that mounts by
 * itself (now, idle) has mounted; each that waits for the shopper's touch is armed, still pending.
 */
export async function readyUntouched(host: Locator, timeout = 15_000): Promise<void> {
  await armed(host, timeout);
  const waiting = () =>
    host.evaluate((root, onUse) => {
      const hosts = [root, ...root.querySelectorAll('[data-vitrina-state]')];
      const needsTouch = (element: Element) => onUse.some((selector) => element.matches(selector));
      return hosts.filter((element) => element.getAttribute('data-vitrina-state') === 'pending' && !needsTouch(element))
        .length;
    }, ON_USE);
  await expect.poll(waiting, { timeout }).toBe(0);
}

/** Wakes the host as a mouse user does, the pointer moving over it (trusted input), and waits until it is mounted. */
export async function hoverUntilMounted(host: Locator, timeout = 15_000): Promise<void> {
  await armed(host, timeout);
  if ((await host.getAttribute('data-vitrina-state')) === 'pending') await host.hover();
  await expect(host).toHaveAttribute('data-vitrina-state', 'mounted', { timeout });
}

/** Hovers, one after the other, each host still pending inside `scope` (a form's swatches) until none is left. */
export async function hoverPendingUntilMounted(scope: Locator, timeout = 15_000): Promise<void> {
  const pending = scope.locator('[data-vitrina-state="pending"]');
  for (let left = await pending.count(); left > 0; left = await pending.count()) {
    // A host may mount by itself (its own trigger) between the count and the hover: then there is
    // nothing to hover, and the loop counts again rather than wait for an element that left.
    const hovered = await pending
      .first()
      .hover({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    // One hover may wake several: the product's swatches share the product as their touch area.
    if (hovered) await expect.poll(() => pending.count(), { timeout }).toBeLessThan(left);
  }
}
