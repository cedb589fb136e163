import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readyUntouched } from './intent.ts';

/** Uncaught errors and `[vitrina]` console errors of a page; assert `toEqual([])` at the end. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[vitrina]')) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The host is ready with nothing touched: mounted if its widget mounts by itself (idle), armed if it waits for a touch (the mobile menu). */
export async function hostReady(page: Page, selector: string): Promise<void> {
  await readyUntouched(page.locator(selector).first());
}

/** axe with the WCAG 2.1 A/AA rules on the given part of the page. */
export async function expectAxeClean(page: Page, include: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 800 } as const;
