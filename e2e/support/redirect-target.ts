import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { injectFault, type AnyFault } from './fixture.ts';

/**
 * A second local origin that records every request reaching it: the place the fixture's
 * `redirect` fault (a 307) points to. Whatever it records was sent there by the browser following
 * the redirect: the nonce, the e-mail, the phone, the message. Issue 39 item 1 wants it empty.
 * A free port the system picks, so two workers each get their own origin (a fixed one collided).
 */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

export interface RedirectTarget {
  /** An absolute URL on the second origin, for the fault's Location. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startRedirectTarget(
  port = Number(process.env.VITRINA_E2E_REDIRECT_PORT ?? 0),
): Promise<RedirectTarget> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      // Lets the browser read the answer, as a hostile origin would: the page must still refuse it.
      res.writeHead(200, {
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Content-Type': 'application/json',
      });
      res.end('{"result":"success","redirect":"https://evil.example/","fragments":{}}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/collect`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Registers, in the calling scope (a file or a `test.describe`), the hooks that start a fresh target
 * before each test and close it after. The returned target stands for the one running in the current
 * test (reading it outside a test throws). With `expectNothingReached`, the after-hook also fails the
 * test when any request reached the target (the 307 was followed).
 */
export function redirectTargetPerTest(options: { readonly expectNothingReached?: boolean } = {}): RedirectTarget {
  let running: RedirectTarget | undefined;
  const current = (): RedirectTarget => {
    if (!running) throw new Error('the redirect target runs only inside a test');
    return running;
  };
  test.beforeEach(async () => {
    running = await startRedirectTarget();
  });
  test.afterEach(async () => {
    const target = running;
    running = undefined;
    if (!target) return;
    try {
      if (options.expectNothingReached)
        expect(target.requests, 'requests that followed the 307 off the site').toEqual([]);
    } finally {
      await target.close();
    }
  });
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    close: () => current().close(),
  };
}

/** Arms `fault` on `endpoint` for `times` calls (all, when undefined); a `redirect` points at the target. */
export function armFault(
  page: Page,
  endpoint: string,
  fault: AnyFault,
  times: number | undefined,
  target: RedirectTarget | undefined,
): Promise<void> {
  if (fault !== 'redirect') return injectFault(page, endpoint, fault, times);
  if (!target) throw new Error('a redirect fault needs a redirect target');
  return injectFault(page, endpoint, fault, times, target.url);
}
