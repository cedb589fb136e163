import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  showTick,
  stateAfter,
  submitsAtOnce,
  tickedBy,
} from '../../../../src/widgets/catalogue/product-filter-light/model.ts';
import { TicksAhead } from '../../../../src/widgets/catalogue/product-filter-light/ticks.ts';

let host: HTMLElement;
const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

beforeEach(() => {
  document.body.innerHTML = `<div class="woof"><ul>
    <li class="woof_term_15"><input type="checkbox" id="c15" class="woof_checkbox_term"><label for="c15">Parfumuri<span class="woof_checkbox_count">(14)</span></label></li>
    <li><input type="radio" id="r1" name="r" checked><label for="r1">Unu</label><input type="radio" id="r2" name="r"><label for="r2">Doi</label></li>
    <li><input type="checkbox" id="off" disabled><label for="off">Nu</label></li>
  </ul><input type="text" class="woof_price_filter_txt"><button class="woof_submit_search_form">Filtrează</button></div>
  <input type="checkbox" id="outside"><label for="outside">Afară</label>`;
  host = $('.woof');
});

describe('product-filter-light: what a click ticks', () => {
  it('the control itself, or the one its label names (a click on the count inside the label too); not a disabled one, nor one outside the filter', () => {
    expect(tickedBy($('#c15'), host)).toBe($('#c15'));
    expect(tickedBy($('.woof_checkbox_count'), host)).toBe($('#c15'));
    expect(tickedBy($('label[for="r2"]'), host)).toBe($('#r2'));
    expect(tickedBy($('label[for="off"]'), host)).toBeNull();
    expect(tickedBy($('label[for="outside"]'), host)).toBeNull();
    expect(tickedBy($('.woof_price_filter_txt'), host)).toBeNull();
  });

  it('the state a click leaves: on the control it has toggled already, on the label it has yet to; a radio is chosen', () => {
    const box = $<HTMLInputElement>('#c15');
    expect(stateAfter(box, false)).toBe(true);
    box.checked = true; // the browser toggled it before the listeners hear the click
    expect(stateAfter(box, true)).toBe(true);
    expect(stateAfter($<HTMLInputElement>('#r2'), false)).toBe(true);
  });

  it('submits at once: the filter button, or a tick when the filter autosubmits', () => {
    expect(submitsAtOnce($('.woof_submit_search_form'), false, false)).toBe(true);
    expect(submitsAtOnce($('#c15'), true, false)).toBe(false);
    expect(submitsAtOnce($('#c15'), true, true)).toBe(true);
  });

  it('a tick marks its item as WOOF does', () => {
    showTick($<HTMLInputElement>('#c15'), true);
    expect($('li.woof_term_15').classList.contains('woof_checkbox_term_checked')).toBe(true);
    showTick($<HTMLInputElement>('#c15'), false);
    expect($('li.woof_term_15').classList.contains('woof_checkbox_term_checked')).toBe(false);
  });
});

describe('product-filter-light: ticks drawn ahead of the filter', () => {
  it('drawn in the next frame; the held click played again leaves the control where one click from before leaves it', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const box = $<HTMLInputElement>('#c15');
    const ahead = new TicksAhead();
    ahead.drawn(box, true); // the shopper's click, cancelled by the hold: the browser put it back unticked
    expect(box.checked).toBe(false);
    frames.forEach((frame) => frame(0));
    expect(box.checked).toBe(true);
    // The played click toggles before listeners hear it (ticked → unticked): put back to one click from before.
    box.checked = false;
    expect(ahead.played(box)).toBe(true);
    expect(box.checked).toBe(true);
    // A later click is the filter's own business.
    box.checked = false;
    expect(ahead.played(box)).toBe(false);
    expect(box.checked).toBe(false);
    vi.unstubAllGlobals();
  });

  it('two clicks before the filter came: drawn unticked again, and the first played click starts from the state before', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const box = $<HTMLInputElement>('#c15');
    const ahead = new TicksAhead();
    ahead.drawn(box, true);
    frames.splice(0).forEach((frame) => frame(0));
    ahead.drawn(box, false);
    frames.splice(0).forEach((frame) => frame(0));
    expect(box.checked).toBe(false);
    box.checked = true; // the first played click toggles
    ahead.played(box);
    expect(box.checked).toBe(true);
    vi.unstubAllGlobals();
  });
});
