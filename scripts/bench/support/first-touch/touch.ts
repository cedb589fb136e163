import type { Page } from '@playwright/test';
import { arm, mark, type Answer } from './watch.ts';

/** How the shopper reaches for the widget; each is trusted input through Playwright. */
export type Modality = 'click' | 'tap' | 'keyboard' | 'hover';

/** One first touch: where, what is pressed, and what the shopper sees first and at last. */
export interface Touch {
  /** The element clicked, tapped or hovered; for the keyboard, the one Tab must land on. */
  readonly target: string;
  /** Typed once the target has focus, before the decisive input (the clock has not started). */
  readonly type?: string;
  /** Pressed once the target has focus: the decisive input. None: the Tab that lands is. */
  readonly keys?: readonly string[];
  readonly first: Answer;
  readonly complete: Answer;
}

const TAB_START = 'bench-tab-start';

/**
 * Brings the target into view as the shopper scrolls to it, and lets what that wakes settle. For
 * the keyboard, Tab's starting point goes just before the target, set the way a fragment link
 * sets it: no focus event, so nothing wakes early.
 */
async function approach(page: Page, modality: Modality, target: string): Promise<void> {
  if (modality !== 'keyboard') await page.locator(target).first().scrollIntoViewIfNeeded();
  else {
    await page.evaluate(({ selector, id }) => {
      const node = document.querySelector(selector);
      if (!node) throw new Error(`no ${selector} to Tab to`);
      const start = document.createElement('span');
      start.id = id;
      node.before(start);
      location.hash = `#${id}`;
    }, { selector: target, id: TAB_START });
  }
  await page.waitForTimeout(1000);
}

/** Tab until focus is on the target (or inside it). */
async function tabTo(page: Page, target: string): Promise<void> {
  for (let tries = 0; tries < 6; tries++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.closest(selector) != null, target)) return;
  }
  throw new Error(`Tab did not reach ${target}`);
}

/** Performs the touch, the clock started just before its decisive input. */
export async function perform(page: Page, modality: Modality, touch: Touch): Promise<void> {
  const startClock = () => page.evaluate(mark, { first: touch.first, complete: touch.complete });
  const keys = touch.keys ?? [];
  const type = touch.type ?? '';
  await approach(page, modality, touch.target);
  await page.evaluate(arm);
  // With nothing typed or pressed after it, the reach itself (click, tap, hover, the landing Tab) decides.
  if (!type && keys.length === 0) await startClock();
  if (modality === 'keyboard') await tabTo(page, touch.target);
  else if (modality === 'click') await page.locator(touch.target).first().click();
  else if (modality === 'tap') await page.locator(touch.target).first().tap();
  else await page.locator(touch.target).first().hover();
  if (keys.length > 0) {
    if (type) await page.keyboard.type(type);
    await startClock();
    for (const key of keys) await page.keyboard.press(key);
  } else if (type) {
    await page.keyboard.type(type.slice(0, -1));
    await startClock();
    await page.keyboard.type(type.slice(-1));
  }
}
