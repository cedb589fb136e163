import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../../src/registry.ts';
import { forgetLoadedWidgets } from '../../../../src/runtime/load.ts';
import { resetLifecycle } from '../../../../src/runtime/lifecycle.ts';
import { setReporter } from '../../../../src/runtime/report.ts';
import { startRuntime } from '../../../../src/runtime/runtime.ts';
import { FILTER_FAILED_TEXT } from '../../../../src/widgets/catalogue/product-filter/index.ts';
import { fakeServer, json } from '../../../api/fake-server.ts';
import { settle } from '../../../runtime/helpers.ts';

/** Issue 9: the filter sends the page only to an http(s) URL on the shop's origin, in both modes. */
const PANEL = `
<div class="woof" data-shortcode="woof" data-redirect="" data-autosubmit="0" data-slug="swoof"><div class="woof_redraw_zone">
<div class="woof_container woof_container_pa_culoare"><div class="woof_container_inner"><h4>Culoare</h4><ul class="woof_list">
<li><input type="checkbox" id="c1" class="woof_color_term" data-tax="pa_culoare" name="rosu" data-name="Roșu" value="1"><label for="c1">Roșu</label></li>
</ul></div></div>
<button type="button" class="woof_submit_search_form">Filtrează</button>
</div></div>
<div class="woof_products_top_panel"></div><div id="woof_results_by_ajax" data-shortcode="woof_products"><ul class="products"></ul></div>`;

let observer: MutationObserver;
const reported: unknown[] = [];

function start(globals: Record<string, unknown>): void {
  Object.assign(window, {
    woof_current_values: '{}',
    woof_is_permalink: 1,
    swoof_search_slug: 'swoof',
    woof_current_page_link: 'http://localhost:3000/produse/',
    ...globals,
  });
  document.body.innerHTML = PANEL;
  observer = startRuntime({ registry: registry.filter((row) => row.name === 'product-filter'), isEnabled: () => true });
}

beforeEach(() => {
  forgetLoadedWidgets();
  resetLifecycle();
  reported.length = 0;
  setReporter((error) => reported.push(error));
});

afterEach(() => {
  observer.disconnect();
  document.body.innerHTML = '';
  const globals = window as unknown as Record<string, unknown>;
  for (const name of [
    'woof_current_values',
    'woof_is_permalink',
    'swoof_search_slug',
    'woof_current_page_link',
    'woof_is_ajax',
  ])
    delete globals[name];
  vi.unstubAllGlobals();
});

async function tickAndSubmit(): Promise<void> {
  await settle();
  await vi.waitFor(() => expect(document.querySelector('.woof')?.getAttribute('data-vitrina-state')).toBe('mounted'), {
    timeout: 15_000,
  });
  const box = document.getElementById('c1') as HTMLInputElement;
  box.checked = true;
  box.dispatchEvent(new Event('change', { bubbles: true }));
  document.querySelector<HTMLButtonElement>('.woof_submit_search_form')?.click();
  await settle();
}

describe('product-filter navigation (design §7)', () => {
  it.each([
    ['a page link on another origin', 'https://evil.example/produse/'],
    ['a javascript: page link', 'javascript:alert(1)//'],
  ])('without AJAX, %s is not followed; the failure is shown', async (_case, pageLink) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    start({ woof_current_page_link: pageLink });
    await tickAndSubmit();
    // The failure line is DOM-drawn on the signal's change; the loading popup (React) has ended.
    await vi.waitFor(
      () => expect(document.querySelector('.woof_vitrina_error')?.textContent).toBe(FILTER_FAILED_TEXT),
      { timeout: 15_000 },
    );
    await vi.waitFor(() => expect(document.getElementById('woof_html_buffer')?.textContent).toBe(''), {
      timeout: 15_000,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('in AJAX mode, a page link on another origin is never pushed to history (pushState would throw)', async () => {
    const push = vi.spyOn(history, 'pushState');
    const server = fakeServer(
      json({ products: '<ul class="products"></ul>', form: '<div class="woof_redraw_zone"></div>' }),
    );
    start({ woof_current_page_link: 'https://evil.example/produse/', woof_is_ajax: 1 });
    await tickAndSubmit();
    await vi.waitFor(
      () => expect(document.querySelector('.woof_vitrina_error')?.textContent).toBe(FILTER_FAILED_TEXT),
      { timeout: 15_000 },
    );
    expect(push).not.toHaveBeenCalled();
    expect(server.seen).toHaveLength(0);
    expect(reported).toEqual([]);
  });

  it('a same-origin link is followed as before', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    start({});
    await tickAndSubmit();
    // The submit waits its turn behind the press (a task or more on a busy machine).
    await vi.waitFor(
      () => expect(assign).toHaveBeenCalledWith('http://localhost:3000/produse/?swoof=1&pa_culoare=rosu'),
      { timeout: 15_000 },
    );
  });
});
