import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import countUp, { COUNT_DURATION_MS } from '../../../../src/widgets/theme/count-up/index.ts';

let frames: FrameRequestCallback[] = [];
function runFrame(at: number): void {
  const due = frames;
  frames = [];
  for (const callback of due) callback(at);
}

function stubMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

function host(text: string): HTMLElement {
  document.body.innerHTML = `<h3><span class="count-up">${text}</span></h3>`;
  return document.querySelector<HTMLElement>('.count-up')!;
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => void (frames = []));
});
afterEach(() => vi.unstubAllGlobals());

describe('count-up widget', () => {
  it('counts from zero to the printed value, screen readers hearing only the final value', async () => {
    stubMotion(false);
    const element = host('12.500');
    await countUp.mount(element, createContext('count-up', element));
    const shown = element.querySelector('[aria-hidden="true"]')!;
    expect(shown.textContent).toBe('0');
    expect(element.textContent).toContain('12.500');
    runFrame(1000);
    runFrame(1000 + COUNT_DURATION_MS / 2);
    expect(Number(shown.textContent!.replace('.', ''))).toBeGreaterThan(0);
    expect(Number(shown.textContent!.replace('.', ''))).toBeLessThan(12500);
    runFrame(1000 + COUNT_DURATION_MS);
    expect(element.innerHTML).toBe('12.500');
    expect(element.dataset.vitrinaCount).toBe('done');
    expect(frames).toEqual([]);
  });

  it('with reduced motion the number stays as printed', async () => {
    stubMotion(true);
    const element = host('98%');
    expect(await countUp.mount(element, createContext('count-up', element))).toBeUndefined();
    expect(element.innerHTML).toBe('98%');
    expect(frames).toEqual([]);
  });

  it('text without a number is left as it is', async () => {
    stubMotion(false);
    const element = host('mulți');
    expect(await countUp.mount(element, createContext('count-up', element))).toBeUndefined();
    expect(element.innerHTML).toBe('mulți');
  });

  it('unmounting mid-count puts the final value back', async () => {
    stubMotion(false);
    const element = host('74');
    const unmount = await countUp.mount(element, createContext('count-up', element));
    runFrame(0);
    runFrame(500);
    unmount?.();
    expect(element.innerHTML).toBe('74');
    expect(element.getAttribute('style') ?? '').not.toContain('min-width: 1');
  });
});
