import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../../src/registry.ts';
import { forgetLoadedWidgets } from '../../../../src/runtime/load.ts';
import { resetLifecycle } from '../../../../src/runtime/lifecycle.ts';
import { setReporter } from '../../../../src/runtime/report.ts';
import { startRuntime } from '../../../../src/runtime/runtime.ts';
import { settle } from '../../../runtime/helpers.ts';

/** Issue 9: card links that are not http(s) on this origin, or no URL at all, neither throw nor navigate. */
const card = (href: string) => `
<div class="product-small"><div class="box-image"><a href="${href}"><img src="/a.svg"></a></div>
<div class="ux-swatches ux-swatches-in-loop" data-attribute_name="attribute_pa_culoare">
<div class="ux-swatch selected" data-value="rosu" data-name="Roșu"></div><div class="ux-swatch" data-value="negru" data-name="Negru"></div>
</div></div>`;

let observer: MutationObserver;
const reported: unknown[] = [];

beforeEach(() => {
  forgetLoadedWidgets();
  resetLifecycle();
  reported.length = 0;
  setReporter((error) => reported.push(error));
  Object.assign(window, { flatsomeVars: { options: { swatches_box_behavior_selected: 'product' } } });
});

afterEach(() => {
  observer.disconnect();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).flatsomeVars;
});

async function mount(href: string): Promise<void> {
  document.body.innerHTML = card(href);
  observer = startRuntime({ registry: registry.filter((row) => row.name === 'card-swatches'), isEnabled: () => true });
  await settle();
  // On the intent trigger (design §8): the pointer over the strip is the shopper's first touch.
  document.querySelector('.ux-swatches-in-loop')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await vi.waitFor(
    () => expect(document.querySelector('.ux-swatches-in-loop')?.getAttribute('data-vitrina-state')).toBe('mounted'),
    { timeout: 5000 },
  );
  // React renders the strip after mount.
  await vi.waitFor(
    () => expect(document.querySelector('.ux-swatch[data-value="rosu"]')?.getAttribute('aria-pressed')).toBe('true'),
    { timeout: 15_000 },
  );
}

describe('card-swatches links (design §7)', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['another origin', 'https://evil.example/produs/x/'],
  ])("a selected swatch with 'open product' does not follow a %s link", async (_case, href) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await mount(href);
    document.querySelector<HTMLElement>('.ux-swatch[data-value="rosu"]')?.click();
    expect(assign).not.toHaveBeenCalled();
  });

  it('an unparsable card link: choosing a swatch does not throw and leaves the link as it was', async () => {
    await mount('http://[::1/produs/');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    document.querySelector<HTMLElement>('.ux-swatch[data-value="negru"]')?.click();
    await vi.waitFor(
      () => expect(document.querySelector('.ux-swatch[data-value="negru"]')?.getAttribute('aria-pressed')).toBe('true'),
      { timeout: 15_000 },
    );
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(document.querySelector('.box-image a')?.getAttribute('href')).toBe('http://[::1/produs/');
  });

  it('a same-origin product link is followed', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await mount('/produs/tricou-basic/');
    document.querySelector<HTMLElement>('.ux-swatch[data-value="rosu"]')?.click();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/produs/tricou-basic/?attribute_pa_culoare=rosu`);
  });
});
