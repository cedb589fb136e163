import type { NoticeAction } from '../shared/api/notices.ts';

export interface NoticeControl {
  readonly action: NoticeAction;
  readonly slug: string;
}

/** What a control of the dismissible-notices library asks for, or null when it names no notice. */
export function readNoticeControl(element: Element): NoticeControl | null {
  const slug = element.getAttribute('data-ademti-notice-slug')?.trim() ?? '';
  if (slug === '') return null;
  if (element.classList.contains('ademti-dismiss')) return { action: 'ademti_dismissible_wp_notices_dismiss', slug };
  if (element.classList.contains('ademti-snooze')) return { action: 'ademti_dismissible_wp_notices_snooze', slug };
  return null;
}
