import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Uncaught errors and `[vitrina]` console errors of a page; assert `toEqual([])` at the end. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[vitrina]')) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export async function mounted(page: Page, selector: string): Promise<void> {
  // idle widgets mount within 2 s of a settled page; a machine shared by parallel runs can take longer.
  // An `intent` host (design §8: the mobile menu) waits for a touch: a pointer over it is one.
  const host = page.locator(selector).first();
  await expect(host).toHaveAttribute('data-vitrina-state', /./);
  if ((await host.getAttribute('data-vitrina-state')) === 'pending') await host.dispatchEvent('pointerover');
  await expect(host).toHaveAttribute('data-vitrina-state', 'mounted', { timeout: 15_000 });
}

/** axe with the WCAG 2.1 A/AA rules on the given part of the page. */
export async function expectAxeClean(page: Page, include: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 800 } as const;
