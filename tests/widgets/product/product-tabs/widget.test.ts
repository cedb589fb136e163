import { afterEach, describe, expect, it } from 'vitest';
import { runWidgets, stopWidgets } from '../product-page-runtime.ts';

const TABS = `<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">
<li class="description_tab active" id="tab-title-description"><a href="#tab-description">Descriere</a></li>
<li class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews">Recenzii</a></li>
<li class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information">Informații</a></li></ul>
<div class="panel" id="tab-description">d</div><div class="panel" id="tab-reviews"><div id="reviews">r</div></div><div class="panel" id="tab-additional_information">a</div></div>
<a class="woocommerce-review-link" href="#reviews">2 recenzii</a>`;

let observer: MutationObserver | undefined;
afterEach(async () => {
  await stopWidgets(observer);
  history.replaceState(null, '', '/');
});

describe('product-tabs through the runtime', () => {
  it('opens the tab the hash asks for, with APG roles and one tab in the tab order', async () => {
    history.replaceState(null, '', '/produs/x/#tab-additional_information');
    observer = await runWidgets(['product-tabs'], TABS);
    const selected = document.querySelectorAll('[role="tab"][aria-selected="true"]');
    expect([...selected].map((tab) => tab.getAttribute('aria-controls'))).toEqual(['tab-additional_information']);
    expect(document.querySelectorAll('[role="tab"][tabindex="0"]')).toHaveLength(1);
    expect(document.getElementById('tab-description')?.hidden).toBe(true);
    expect(document.getElementById('tab-additional_information')?.getAttribute('aria-labelledby')).toBe(
      'tab-title-additional_information-link',
    );
  });

  it('arrow keys move and select; the review link opens reviews and pushes #reviews', async () => {
    history.replaceState(null, '', '/produs/x/');
    observer = await runWidgets(['product-tabs'], TABS);
    const first = document.querySelector<HTMLElement>('a[href="#tab-description"]')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(document.activeElement?.getAttribute('href')).toBe('#tab-additional_information');
    document.querySelector<HTMLElement>('a.woocommerce-review-link')!.click();
    expect(document.querySelector('a[href="#tab-reviews"]')?.getAttribute('aria-selected')).toBe('true');
    expect(location.hash).toBe('#reviews');
  });
});
