import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The keyboard-only journey's moves (issue 35 item 4): the shopper reaches a control only by Tab
 * (or Shift+Tab), never by a pointer, a programmatic focus or a synthetic event. After every key
 * the focus must be somewhere: a step that drops it to <body> fails where it happens.
 */
const MAX_TABS = 250;

async function focusDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return 'body';
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}`;
  });
}

/**
 * Where the focus is, seen from `target`: on it (or inside it), on `<body>`, or on the last control
 * the Tab key reaches in the page (the first, going back). One round trip per key press.
 */
function focusState(target: Locator, backwards: boolean): Promise<'target' | 'body' | 'edge' | 'elsewhere'> {
  return target.evaluate((element, back) => {
    const active = document.activeElement;
    if (active && (element === active || element.contains(active))) return 'target';
    if (!active || active === document.body || active === document.documentElement) return 'body';
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ].filter(
      (candidate) =>
        candidate.tabIndex >= 0 &&
        !(candidate as HTMLButtonElement).disabled &&
        candidate.getClientRects().length > 0 &&
        getComputedStyle(candidate).visibility === 'visible',
    );
    return (back ? tabbable[0] : tabbable[tabbable.length - 1]) === active ? 'edge' : 'elsewhere';
  }, backwards);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` holds the focus; fails on a lost focus or
 * after too many. Past the page's last control the browser takes the focus to its own UI (here:
 * `<body>`), and the next Tab starts again at the top, as a shopper's does: that is not a loss.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean } = {}): Promise<void> {
  const backwards = options.backwards ?? false;
  await expect(target).toBeVisible();
  let previous = await focusState(target, backwards);
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (previous === 'target') return;
    const mayLeave = previous === 'edge' || previous === 'body';
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    let now = await focusState(target, backwards);
    // A Tab that wakes a widget which redraws the focused control (the rating's stars) leaves focus
    // on <body> until the runtime hands it to the redrawn one, keys meanwhile held for it: a loss
    // is focus that stays there, as expectFocusKept judges too.
    if (now === 'body' && !mayLeave) {
      await expect
        .poll(() => focusState(target, backwards), {
          message: `focus lost to <body> on the way to ${target.toString()}`,
          timeout: 2_000,
        })
        .not.toBe('body');
      now = await focusState(target, backwards);
    }
    previous = now;
  }
  throw new Error(`${target.toString()} was not reached in ${MAX_TABS} presses of Tab`);
}

/** Tabs to a field and types into it, as a shopper fills a form. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** After a key that changed the page: focus must still be on something. */
export async function expectFocusKept(page: Page, step: string): Promise<void> {
  await expect.poll(() => focusDescription(page), { message: `focus lost to <body> ${step}` }).not.toBe('body');
}
