import type { Page } from '@playwright/test';
import { arm, mark, type Answer } from './watch.ts';

/** How the shopper reaches for the widget; each is trusted input through Playwright. */
export type Modality = 'click' | 'tap' | 'keyboard' | 'hover';

/** One first touch: where, what is pressed, and what the shopper sees first and at last. */
export interface Touch {
  /** The element clicked, tapped or hovered; for the keyboard, the one Tab must land on. */
  readonly target: string;
  /** For the keyboard, where focus may be once Tab landed, when the widget moves it from the target to its counterpart. */
  readonly landed?: string;
  /** Typed once the target has focus, before the decisive input (the clock has not started). */
  readonly type?: string;
  /** Pressed once the target has focus: the decisive input. None: the Tab that lands is. */
  readonly keys?: readonly string[];
  readonly first: Answer;
  readonly complete: Answer;
}

const TAB_START = 'bench-tab-start';

/**
 * Brings the target to the middle of the view as the shopper scrolls to it (not to an edge, where
 * the theme's floating badge and consent button sit), and lets what that wakes settle. For
 * the keyboard, Tab's starting point goes just before the target: a focusable-by-script node
 * there is focused, its own focus events stopped at the window so nothing wakes early (the
 * runtime listens on the document). The shopper's Tab then moves focus from it, as from the
 * control before the widget.
 */
async function approach(page: Page, modality: Modality, target: string): Promise<void> {
  await page
    .locator(target)
    .first()
    .evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'nearest' }));
  if (modality === 'keyboard') {
    await page.evaluate(
      ({ selector, id }) => {
        const node = document.querySelector(selector);
        if (!node) throw new Error(`no ${selector} to Tab to`);
        const start = document.createElement('span');
        start.id = id;
        start.tabIndex = -1;
        node.before(start);
        for (const type of ['focus', 'focusin', 'blur', 'focusout']) {
          window.addEventListener(type, (event) => void (event.target === start && event.stopImmediatePropagation()), {
            capture: true,
          });
        }
        start.focus({ preventScroll: true });
      },
      { selector: target, id: TAB_START },
    );
  }
  await page.waitForTimeout(1000);
  if (modality !== 'keyboard') await uncovered(page, target);
}

/**
 * A shopper presses what they see: the target must be what the page shows at its centre, never an
 * overlay over it (Playwright's own check runs before its scroll and may pass a moment too early).
 */
async function uncovered(page: Page, target: string): Promise<void> {
  const cover = await page
    .locator(target)
    .first()
    .evaluate((node) => {
      const box = node.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && (hit === node || node.contains(hit))) return null;
      return hit
        ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${typeof hit.className === 'string' && hit.className.trim() ? `.${hit.className.trim().split(/\s+/).join('.')}` : ''}`
        : 'nothing (off the view)';
    });
  if (cover) throw new Error(`${target} is covered by ${cover}`);
}

/**
 * Tab until focus is on the target (or inside it, or where the widget moved it). A widget woken by
 * that Tab may take the focused element over as the check runs: focus is on <body> until the
 * runtime gives it to the counterpart a task later, so the check waits that out before it judges
 * (and never Tabs on from <body>, which would start again from the top of the page).
 */
async function tabTo(page: Page, target: string, landed = target): Promise<void> {
  for (let tries = 0; tries < 6; tries++) {
    await page.keyboard.press('Tab');
    await page
      .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, {
        timeout: 2_000,
      })
      .catch(() => undefined);
    if (
      await page.evaluate(
        (selectors) => selectors.some((selector) => document.activeElement?.closest(selector) != null),
        [target, landed],
      )
    )
      return;
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
  if (modality === 'keyboard') await tabTo(page, touch.target, touch.landed);
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
