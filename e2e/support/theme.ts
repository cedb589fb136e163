import type { Page } from '@playwright/test';
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

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 800 } as const;
