import type { Server } from 'node:http';
import { createFixtureApp } from '../../../fixtures/server/app.ts';

/** The fixture shop on a free loopback port, serving the built bundle from dist/. */
export function startFixtureShop(): Promise<Server> {
  const server = createFixtureApp();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
