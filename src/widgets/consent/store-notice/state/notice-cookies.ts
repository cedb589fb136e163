import Cookies from 'js-cookie';

/** WooCommerce's store notice cookie (spec §3.13): `store_notice{id}=hidden`, path '/', for the session. */
function storeNoticeCookie(noticeId: string): string {
  return `store_notice${noticeId}`;
}

export function isStoreNoticeHidden(noticeId: string): boolean {
  return Cookies.get(storeNoticeCookie(noticeId)) === 'hidden';
}

export function hideStoreNotice(noticeId: string): void {
  Cookies.set(storeNoticeCookie(noticeId), 'hidden', { path: '/' });
}
