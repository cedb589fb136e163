import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Listen } from '../../../../src/runtime/types.ts';
import { lightSwatches, markSwatch } from '../../../../src/widgets/product/variations/swatches-light.ts';

let controller: AbortController;
const listen = ((
  target: EventTarget,
  type: string,
  handler: (event: Event) => unknown,
  options?: AddEventListenerOptions,
) => target.addEventListener(type, handler as EventListener, { ...options, signal: controller.signal })) as Listen;

beforeEach(() => {
  controller = new AbortController();
  document.body.innerHTML = `<form class="variations_form"><label for="pa_culoare">Culoare</label>
    <select id="pa_culoare" name="attribute_pa_culoare"><option value="">Alege</option><option value="negru">Negru</option><option value="roz">Roz</option></select>
    <div class="ux-swatches" data-attribute_name="attribute_pa_culoare" data-vitrina-state="pending">
      <div class="ux-swatch" data-value="negru" data-name="Negru"><span class="ux-swatch__color"></span></div>
      <div class="ux-swatch" data-value="roz" data-name="Roz"><span class="ux-swatch__text">Roz</span></div>
    </div></form>`;
});
afterEach(() => controller.abort());

function setUp() {
  const form = document.querySelector<HTMLFormElement>('form')!;
  const select = form.querySelector('select')!;
  const changes: string[] = [];
  select.addEventListener('change', () => changes.push(select.value));
  const light = lightSwatches(
    form,
    (attribute) => (attribute === 'attribute_pa_culoare' ? select : undefined),
    () => true,
    listen,
  );
  const [negru, roz] = [...form.querySelectorAll<HTMLElement>('.ux-swatch')] as [HTMLElement, HTMLElement];
  return { form, select, changes, light, negru, roz, strip: form.querySelector<HTMLElement>('.ux-swatches')! };
}

describe('variations: the printed swatches answered before their React radio group', () => {
  it('marks a swatch as the radio group draws it: state classes, ARIA state, one tab stop, a name when it shows no text', () => {
    const swatch = document.querySelector<HTMLElement>('.ux-swatch')!;
    markSwatch(swatch, true, false, true);
    expect([
      swatch.className,
      swatch.getAttribute('role'),
      swatch.getAttribute('aria-checked'),
      swatch.tabIndex,
      swatch.getAttribute('aria-label'),
    ]).toEqual(['ux-swatch selected', 'radio', 'true', 0, 'Negru']);
    markSwatch(swatch, false, true, false);
    expect([swatch.className, swatch.getAttribute('aria-disabled'), swatch.tabIndex]).toEqual([
      'ux-swatch disabled',
      'true',
      -1,
    ]);
  });

  it('the strip is a named radio group; the offer draws chosen and unavailable, the tab stop on the chosen one', () => {
    const { light, negru, roz, strip } = setUp();
    expect([strip.getAttribute('role'), strip.getAttribute('aria-label')]).toEqual(['radiogroup', 'Culoare']);
    light.draw({ attribute_pa_culoare: { selected: 'roz', available: { negru: false, roz: true } } });
    expect([
      negru.getAttribute('aria-disabled'),
      negru.tabIndex,
      roz.getAttribute('aria-checked'),
      roz.tabIndex,
    ]).toEqual(['true', -1, 'true', 0]);
  });

  it('a click chooses through the select, once, and is not left for the runtime to hold; a second click clears it', () => {
    const { select, changes, roz } = setUp();
    let reachedDocument = 0;
    document.addEventListener('click', () => reachedDocument++, { capture: true, signal: controller.signal });
    roz.click();
    expect(select.value).toBe('roz');
    expect(changes).toEqual(['roz']);
    expect(reachedDocument).toBe(0);
    roz.click();
    expect(changes).toEqual(['roz', '']);
  });

  it('Space or Enter on a focused swatch chooses it; once React is mounted the strip is its own', () => {
    const { select, changes, negru, roz, strip } = setUp();
    negru.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(select.value).toBe('negru');
    strip.setAttribute('data-vitrina-state', 'mounted');
    roz.click();
    expect(changes).toEqual(['negru']);
  });

  it('an arrow moves focus to the next swatch and checks it, as the radio group does, and is not left for the runtime to hold', () => {
    const { light, select, changes, negru, roz } = setUp();
    light.draw({ attribute_pa_culoare: { selected: '', available: { negru: true, roz: true } } });
    let reachedDocument = 0;
    document.addEventListener('keydown', () => reachedDocument++, { capture: true, signal: controller.signal });
    negru.focus();
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    negru.dispatchEvent(arrow);
    expect([select.value, document.activeElement, arrow.defaultPrevented, reachedDocument]).toEqual([
      'roz',
      roz,
      true,
      0,
    ]);
    // Wrapping around, and never unchecking by moving (End on the last one stays on it).
    roz.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }));
    roz.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    expect([changes, document.activeElement]).toEqual([['roz', 'roz', 'negru'], negru]);
  });

  it('an arrow skips an unavailable swatch', () => {
    const { light, changes, negru } = setUp();
    light.draw({ attribute_pa_culoare: { selected: 'negru', available: { negru: true, roz: false } } });
    negru.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    expect(changes).toEqual(['negru']);
  });

  it('an unavailable swatch is not chosen', () => {
    const { light, changes, negru } = setUp();
    light.draw({ attribute_pa_culoare: { selected: '', available: { negru: false, roz: true } } });
    negru.click();
    expect(changes).toEqual([]);
  });
});
