import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from '../../src/widgets/reviews/shared/api/media.ts';
import { fakeServer, opaqueRedirect } from './fake-server.ts';

/**
 * Issue 39: the review media upload goes by XMLHttpRequest (its progress), which always follows a
 * redirect. The same URL is asked first without the file or the nonce; a redirect there ends the
 * upload before the file leaves, with the same server error as every other refused redirect.
 */
const globals = window as unknown as Record<string, unknown>;
const REDIRECTED = { ok: false, error: { kind: 'server', code: 'redirected', message: '' } };
const file = () => new File(['x'], 'poza.jpg', { type: 'image/jpeg' });
const variant = { kind: 'local', productId: '5', nonce: 'n0nce', captcha: '' } as const;

/** Records what the upload would send and answers 200 with `answer`. */
class FakeXhr {
  static sent: { url: string; headers: Record<string, string>; withCredentials: boolean; body: unknown }[] = [];
  static answer = '{"code":200,"attachment":{"id":"9","key":"k"}}';
  upload = { onprogress: null as unknown };
  status = 0;
  responseText = '';
  responseURL = '';
  timeout = 0;
  withCredentials = true;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, withCredentials: this.withCredentials, body });
    this.status = 200;
    this.responseText = FakeXhr.answer;
    this.responseURL = new URL(this.url, location.href).href;
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
});

describe('the media upload refuses a redirect before the file leaves', () => {
  it('asks the same URL first, by POST, without following, with nothing of the shopper', async () => {
    const { seen } = fakeServer(new Response('0', { status: 400 }));
    const answer = await uploadMedia(file(), variant);
    expect(answer.ok).toBe(true);
    expect(seen.map(({ method, url, body, redirect }) => [method, url.pathname, body, redirect])).toEqual([
      ['POST', '/wp-admin/admin-ajax.php', '', 'manual'],
    ]);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('a redirect there is a server error, and the file and the nonce are never sent', async () => {
    fakeServer(opaqueRedirect());
    expect(await uploadMedia(file(), variant)).toEqual(REDIRECTED);
    expect(FakeXhr.sent).toEqual([]);
  });

  it("sends without another origin's cookies and with a header a foreign origin must grant", async () => {
    fakeServer(new Response('0', { status: 400 }));
    await uploadMedia(file(), variant);
    expect(FakeXhr.sent[0]).toMatchObject({
      withCredentials: false,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  });
});
