import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../../src/registry.ts';
import { forgetLoadedWidgets } from '../../../../src/runtime/load.ts';
import { resetLifecycle } from '../../../../src/runtime/lifecycle.ts';
import { setReporter } from '../../../../src/runtime/report.ts';
import { startRuntime } from '../../../../src/runtime/runtime.ts';
import { fakeServer, json } from '../../../api/fake-server.ts';
import { settle } from '../../../runtime/helpers.ts';

/** The product-filter widget through the real runtime on markup shaped like the fixture's /produse/. */
const PANEL = `
<div class="woof" data-shortcode="woof" data-redirect="" data-autosubmit="0" data-slug="swoof">
<div class="woof_redraw_zone">
<div class="woof_container woof_container_pa_culoare"><div class="woof_container_inner"><h4>Culoare <a href="javascript: void(0);" class="woof_front_toggle woof_front_toggle_opened" data-condition="opened">-</a></h4>
<div class="woof_block_html_items"><ul class="woof_list">
<li><input type="checkbox" id="c1" class="woof_color_term" data-tax="pa_culoare" name="rosu" data-name="Roșu" value="1"><label for="c1">Roșu</label><input type="hidden" value="Roșu" data-anchor="woof_n_pa_culoare_rosu"></li>
<li><input type="checkbox" id="c2" class="woof_color_term" data-tax="pa_culoare" name="negru" data-name="Negru" value="2"><label for="c2">Negru</label></li>
</ul></div></div></div>
<div class="woof_container woof_container_pa_tip"><div class="woof_container_inner"><h4>Tip</h4><select class="woof_select" name="pa_tip"></select></div></div>
<div class="woof_container woof_container_empty"><div class="woof_container_inner"><ul class="woof_list"></ul></div></div>
<div class="woof_container woof_price_filter"><div class="woof_container_inner"><h4>Preț</h4>
<input class="woof_price_filter_txt woof_price_filter_txt_from" value=""><input class="woof_price_filter_txt woof_price_filter_txt_to" value=""></div></div>
<div class="woof_container woof_sku_search_container"><div class="woof_container_inner"><input type="search" class="woof_show_sku_search" name="woof_sku" data-autocomplete="1" aria-label="Cod produs"></div></div>
<button type="button" class="woof_submit_search_form">Filtrează</button>
</div></div>
<div class="woof_products_top_panel"></div>`;

let observer: MutationObserver;

beforeEach(() => {
  forgetLoadedWidgets();
  resetLifecycle();
  setReporter((error) => {
    throw error;
  });
  Object.assign(window, {
    woof_current_values: '{"pa_culoare":"negru"}',
    woof_is_permalink: 1,
    swoof_search_slug: 'swoof',
    woof_current_page_link: 'http://localhost:3000/produse/',
    woof_lang: { clear_all: 'Șterge tot' },
    woof_filter_titles: { pa_culoare: 'Culoare' },
  });
  document.body.innerHTML = PANEL;
  observer = startRuntime({ registry: registry.filter((row) => row.name === 'product-filter'), isEnabled: () => true });
});

afterEach(() => {
  observer.disconnect();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function mounted(): Promise<void> {
  await settle();
  // The filter's logic and its React come on the first touch (design §8): the pointer over the form.
  document.querySelector('.woof')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await vi.waitFor(() => expect(document.querySelector('.woof')?.getAttribute('data-vitrina-state')).toBe('mounted'), {
    timeout: 15_000,
  });
  // The runtime writes `mounted` and lets the held touch go in the next task (lifecycle.ts); a click
  // made in between is held and played again after, so the tests start once that task has run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const chipLabels = () => [...document.querySelectorAll('.woof_products_top_panel a')].map((link) => link.textContent);

describe('product-filter widget', () => {
  it('mounts on .woof and renders the chips of woof_current_values (a JSON string), Clear All first', async () => {
    await mounted();
    // React draws the chips once its chunk has come (on the touch in mounted()).
    await vi.waitFor(() => expect(chipLabels()).toEqual(['Șterge tot', 'Negru']), { timeout: 15_000 });
    expect(document.querySelector('.woof_products_top_panel_ul_title')?.textContent).toBe('Culoare:');
  });

  it('ticking a checkbox adds its chip at once, with a link without that value', async () => {
    await mounted();
    const rosu = document.getElementById('c1') as HTMLInputElement;
    rosu.checked = true;
    rosu.dispatchEvent(new Event('change', { bubbles: true }));
    // The chips are React, rendered on the signal's change (the next render, not inside the event).
    await vi.waitFor(() => expect(chipLabels()).toEqual(['Șterge tot', 'Negru', 'Roșu']), { timeout: 15_000 });
    const link = document.querySelector<HTMLAnchorElement>('.woof_products_top_panel a[data-slug="rosu"]');
    expect(link?.getAttribute('href')).toBe('http://localhost:3000/produse/?swoof=1&pa_culoare=negru');
    expect(document.querySelector('.woof_reset_button_2')?.getAttribute('href')).toBe('http://localhost:3000/produse/');
  });

  it('blocks with no options are removed; toggles become disclosure buttons', async () => {
    await mounted();
    expect(document.querySelector('.woof_container_pa_tip')).toBeNull();
    expect(document.querySelector('.woof_container_empty')).toBeNull();
    const toggle = document.querySelector<HTMLButtonElement>('button.woof_front_toggle');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    toggle?.click();
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(toggle?.textContent).toBe('+');
  });

  it('§5.8 an invalid text price clears the price chip and marks the inputs invalid', async () => {
    await mounted();
    const from = document.querySelector<HTMLInputElement>('.woof_price_filter_txt_from');
    const to = document.querySelector<HTMLInputElement>('.woof_price_filter_txt_to');
    if (!from || !to) throw new Error('fixture');
    from.value = '10';
    to.value = '90';
    to.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(chipLabels()).toContain('10.00 lei – 90.00 lei'), { timeout: 15_000 });
    from.value = '100';
    from.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(chipLabels().some((label) => label?.includes('lei'))).toBe(false), {
      timeout: 15_000,
    });
    expect(to.getAttribute('aria-invalid')).toBe('true');
  });

  it('SKU autocomplete: an APG combobox, 3+ characters, suggestions as text, arrows and Enter pick', async () => {
    await mounted();
    const server = fakeServer(
      json([
        { name: '<b>AB-123</b>', type: 'Tricou' },
        { name: 'AB-124', type: 'Tricou' },
      ]),
    );
    const input = document.querySelector<HTMLInputElement>('input.woof_show_sku_search');
    if (!input) throw new Error('fixture');
    // The combobox is React's: its half comes after the logic mounts, on the touch in mounted().
    await vi.waitFor(() => expect(input.getAttribute('role')).toBe('combobox'), { timeout: 15_000 });
    input.value = 'AB';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(server.seen).toHaveLength(0);
    input.value = 'AB-';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 450));
    await mounted();
    // Wait for the call itself, not a fixed time (a loaded machine is slower than the debounce).
    await vi.waitFor(() => expect(server.seen[0]?.body).toContain('action=woof_sku_autocomplete'), { timeout: 15_000 });
    await vi.waitFor(() => expect(document.querySelectorAll('[role="option"]')).toHaveLength(2), { timeout: 15_000 });
    const options = [...document.querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual(['<b>AB-123</b> — Tricou', 'AB-124 — Tricou']);
    expect(document.querySelector('[role="option"] b')).toBeNull();
    // The list is drawn where it can be seen, not inside the panel's hidden React root.
    expect(document.querySelector('[role="listbox"]')?.closest('[hidden]')).toBeNull();
    expect(input.parentElement?.contains(document.querySelector('[role="listbox"]'))).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await vi.waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id), {
      timeout: 15_000,
    });
  });

  it("'start filtering' loads the form on demand (page 1, shortcode woof_nothing) and focuses it", async () => {
    document.body.innerHTML =
      '<div class="woof" data-shortcode="woof"><button type="button" class="woof_start_filtering_btn">Începe filtrarea</button></div><div class="woof_products_top_panel"></div>';
    await mounted();
    const server = fakeServer(
      json({
        products: '',
        form: PANEL.replace(
          '<div class="woof" data-shortcode="woof" data-redirect="" data-autosubmit="0" data-slug="swoof">',
          '<div>',
        ),
        additional_fields: [],
      }),
    );
    document.querySelector<HTMLButtonElement>('.woof_start_filtering_btn')?.click();
    await vi.waitFor(() => expect(document.querySelector('.woof input.woof_color_term')).not.toBeNull(), {
      timeout: 15_000,
    });
    const body = new URLSearchParams(server.seen[0]?.body);
    expect([body.get('action'), body.get('page'), body.get('shortcode')]).toEqual([
      'woof_draw_products',
      '1',
      'woof_nothing',
    ]);
    expect(document.querySelector('.woof_start_filtering_btn')).toBeNull();
    expect(document.querySelector('.woof button.woof_front_toggle')).not.toBeNull();
  });

  it('the auto-shown form has a show/hide disclosure button', async () => {
    document.body.innerHTML =
      '<div class="woof"><a href="javascript:void(0)" class="woof_show_auto_form">x</a><div class="woof_auto_show"><div class="woof_redraw_zone"></div></div></div>';
    Object.assign(window, {
      woof_lang_show_products_filter: 'arată filtrul',
      woof_lang_hide_products_filter: 'ascunde filtrul',
    });
    await mounted();
    const button = document.querySelector<HTMLButtonElement>('button.woof_show_auto_form');
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(button?.textContent).toBe('ascunde filtrul');
    button?.click();
    // A click right after the mount may still meet the runtime's hold (it lets go a task later) and
    // reach the widget when it is played again, so the toggle can land a moment after the click.
    await vi.waitFor(() => expect(button?.getAttribute('aria-expanded')).toBe('false'));
    expect(button?.textContent).toBe('arată filtrul');
  });
});
