import type { Server } from 'node:http';
import { createFixtureApp } from '../../../fixtures/server/app.ts';

/**
 * The fixture shop on a free loopback port, serving the built bundle from dist/, its hashed chunks
 * cached a year as a shop's server sends them (each page-load run has a fresh browser context, so
 * only a scenario's second load within one run finds them cached).
 */
export function startFixtureShop(): Promise<Server> {
  const server = createFixtureApp({ cacheChunks: true });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
