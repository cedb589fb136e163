import { expect, test, type Page } from '@playwright/test';
import { BAR } from '../support/consent.ts';
import { PHONE } from '../support/theme.ts';

/**
 * Issue 35 item 3: nothing pinned to the screen (the consent bar on a first visit, the consent tab
 * after it, the reviews badge) covers a control of the open phone menu. Judged by what is on top at
 * each control's centre (`elementFromPoint`), so stacking counts as the shopper sees it.
 */
test.use({ viewport: PHONE, hasTouch: true });

const dialog = (page: Page) => page.locator('dialog.mobile-sidebar-dialog');

/** The menu's visible controls whose centre is on the screen and not under something else. */
function coveredControls(page: Page): Promise<string[]> {
  return dialog(page).evaluate((menu) => {
    const controls = [
      ...menu.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, [role="tab"]'),
    ];
    return controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width < 2 || box.height < 2 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [];
      const top = document.elementFromPoint(x, y);
      if (top && (control === top || control.contains(top) || top.contains(control))) return [];
      const label = (control.textContent ?? control.getAttribute('aria-label') ?? '').trim().slice(0, 30);
      return [
        `${control.tagName.toLowerCase()} "${label}" under ${top ? `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}.${[...top.classList].join('.')}` : 'nothing'}`,
      ];
    });
  });
}

async function openMenuByTap(page: Page): Promise<void> {
  await page.locator('[data-open="#main-menu"]').tap();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('#main-menu')).toBeVisible();
}

test('first visit: the consent bar is on the screen, and no control of the open menu is under it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(BAR)).toBeVisible();
  await openMenuByTap(page);
  expect(await coveredControls(page)).toEqual([]);
});

test('after consent: the consent tab and the reviews badge cover no control of the open menu', async ({ page }) => {
  await page.goto('/');
  await page.locator(`${BAR} .wt-cli-accept-btn`).tap();
  await expect(page.locator('#cookie-law-info-again')).toBeVisible();
  await openMenuByTap(page);
  expect(await coveredControls(page)).toEqual([]);
});
