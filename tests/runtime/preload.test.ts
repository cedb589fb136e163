import { afterEach, describe, expect, it } from 'vitest';
import { askFor, forgetAsked, readChunkDeps } from '../../src/runtime/preload-table.ts';

const BASE = 'https://shop.test/wp-content/plugins/vitrina/dist/vitrina.js';
const TABLE = readChunkDeps(
  JSON.stringify({
    files: ['react-AbC', 'mount-react-XyZ', 'shared-api-Q'],
    widgets: { 'mini-cart': [0, 1, 2], 'product-filter/panel-root': [0, 1] },
  }),
);
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);

afterEach(() => {
  forgetAsked();
  document.head.innerHTML = '';
});

describe('askFor: the chunks a touched widget needs, asked for at once', () => {
  it('adds one modulepreload per chunk, under chunks/ beside the entry', () => {
    askFor(TABLE, 'mini-cart', BASE);
    expect(preloads()).toEqual([
      'https://shop.test/wp-content/plugins/vitrina/dist/chunks/react-AbC.js',
      'https://shop.test/wp-content/plugins/vitrina/dist/chunks/mount-react-XyZ.js',
      'https://shop.test/wp-content/plugins/vitrina/dist/chunks/shared-api-Q.js',
    ]);
  });

  it('asks for each chunk once, whichever widget needs it next', () => {
    askFor(TABLE, 'mini-cart', BASE);
    askFor(TABLE, 'product-filter/panel-root', BASE);
    askFor(TABLE, 'mini-cart', BASE);
    expect(preloads()).toHaveLength(3);
  });

  it('adds nothing for a chunk without a line, and nothing unbuilt (the sentinel is no table)', () => {
    askFor(TABLE, 'add-to-cart', BASE);
    expect(preloads()).toEqual([]);
    forgetAsked();
    expect(readChunkDeps('__VITRINA_CHUNK_DEPS__')).toBeNull();
    expect(readChunkDeps('{"files": 3}')).toBeNull();
    askFor(null, 'mini-cart', BASE);
    expect(preloads()).toEqual([]);
  });
});
