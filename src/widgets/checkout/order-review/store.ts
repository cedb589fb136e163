import { signal } from '@preact/signals-core';
import type { Notice } from '../../../lib/wc-notices.ts';

/** What the checkout's notice area shows: one group at a time, from a refresh or from placing the order. */
export interface NoticeGroup {
  readonly source: 'refresh' | 'checkout' | 'coupon';
  readonly title: string;
  /** Only a coupon answer can be good news; everything else the area shows is an error. */
  readonly tone: 'success' | 'error';
  readonly notices: readonly Notice[];
  /** Bumped on each new group, so the area takes focus again for the same text. */
  readonly serial: number;
}

export function createStore() {
  return {
    group: signal<NoticeGroup | null>(null),
    termsHtml: signal<string | null>(null),
  };
}

export type Store = ReturnType<typeof createStore>;

let serial = 0;

export function showNotices(
  store: Store,
  source: NoticeGroup['source'],
  title: string,
  notices: readonly Notice[],
  tone: NoticeGroup['tone'] = 'error',
): void {
  serial += 1;
  store.group.value = { source, title, tone, notices, serial };
}

export function clearNotices(store: Store, source: NoticeGroup['source']): void {
  if (store.group.value?.source === source) store.group.value = null;
}
