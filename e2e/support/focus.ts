import { expect, type Page } from '@playwright/test';

/**
 * After a keyboard step, focus is somewhere a shopper can go on from: not dropped on <body> (where
 * the next Tab starts over from the top of the page and a screen reader says nothing). Waits for the
 * page to settle, so a widget handing focus on a moment later passes; focus that stays lost fails.
 */
export async function expectFocusNotLost(page: Page, step = 'after the last keyboard step'): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body || active === document.documentElement) return 'body';
          return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}${active.className && typeof active.className === 'string' ? `.${active.className.trim().split(/\s+/).join('.')}` : ''}`;
        }),
      { message: `focus is not lost to <body> ${step}` },
    )
    .not.toBe('body');
}
