import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import pageLoader from '../../../../src/widgets/theme/page-loader/index.ts';

function stubMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

function loader(): HTMLElement {
  document.documentElement.className = 'loading-site js';
  document.body.innerHTML =
    '<div id="wrapper"><div class="page-loader fixed fill z-top-3"><div class="page-loader-inner"><div class="page-loader-logo"><a href="/">Vitrina</a></div></div></div><main>Conținut</main></div>';
  return document.querySelector<HTMLElement>('.page-loader')!;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('page loader (spec §9: removed after 1 s)', () => {
  it('fades at once, out of the way of clicks and screen readers, and leaves the page 1 s later', async () => {
    stubMotion(false);
    const element = loader();
    await pageLoader.mount(element, createContext('page-loader', element));
    expect(document.documentElement.classList.contains('loading-site')).toBe(false);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.hasAttribute('inert')).toBe(true);
    expect(element.style.pointerEvents).toBe('none');
    expect(element.style.opacity).toBe('0');
    vi.advanceTimersByTime(999);
    expect(element.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(element.isConnected).toBe(false);
  });

  it('on a page without a loader it only takes loading-site off the root (Flatsome prints it everywhere)', async () => {
    stubMotion(false);
    document.documentElement.className = 'loading-site js';
    document.body.innerHTML = '<main>Conținut</main>';
    const root = document.documentElement;
    await pageLoader.mount(root, createContext('page-loader', root));
    expect(root.className).toBe('js');
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.style.opacity).toBe('');
    expect(document.body.textContent).toBe('Conținut');
  });

  it('with reduced motion it goes at once, without a fade', async () => {
    stubMotion(true);
    const element = loader();
    await pageLoader.mount(element, createContext('page-loader', element));
    expect(element.isConnected).toBe(false);
    expect(document.documentElement.classList.contains('loading-site')).toBe(false);
  });

  it('unmounted before the second passes, it stays where the page put it', async () => {
    stubMotion(false);
    const element = loader();
    const unmount = await pageLoader.mount(element, createContext('page-loader', element));
    unmount?.();
    vi.advanceTimersByTime(2000);
    expect(element.isConnected).toBe(true);
  });
});
