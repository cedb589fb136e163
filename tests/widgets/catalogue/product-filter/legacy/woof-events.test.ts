import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLoggedLegacyErrors } from '../../../../../src/legacy/guarded.ts';
import { triggerWoofAjaxDone } from '../../../../../src/widgets/catalogue/product-filter/legacy/woof-events.ts';

type Page = { jQuery?: unknown };

afterEach(() => {
  delete (window as Page).jQuery;
  forgetLoggedLegacyErrors();
  vi.restoreAllMocks();
});

/** A jQuery that records what was triggered on what; `throwing` makes the page's handler throw. */
function pageJQuery(throwing = false) {
  const triggered: { target: unknown; name: string }[] = [];
  (window as Page).jQuery = (target: unknown) => ({
    trigger(name: string) {
      triggered.push({ target, name });
      if (throwing) throw new Error('a theme handler failed');
    },
  });
  return triggered;
}

describe("WOOF's woof_ajax_done", () => {
  it('is triggered through jQuery on the document, as woof_js_after_ajax_done() does', () => {
    const triggered = pageJQuery();
    triggerWoofAjaxDone();
    expect(triggered).toEqual([{ target: document, name: 'woof_ajax_done' }]);
  });

  it('is skipped on a page without jQuery', () => {
    expect(() => triggerWoofAjaxDone()).not.toThrow();
  });

  it("keeps a theme handler's exception with it: logged once, the redraw carries on", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageJQuery(true);
    expect(() => {
      triggerWoofAjaxDone();
      triggerWoofAjaxDone();
    }).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
