import { expect, type Locator } from '@playwright/test';

/**
 * A widget's light half (design §8: plain DOM, mounted when its host is seen) marks its host once
 * it answers; a first touch after this is answered before the widget's own chunk.
 */
export async function lightReady(host: Locator): Promise<void> {
  await expect(host).toHaveAttribute('data-vitrina-light', '', { timeout: 15_000 });
}
