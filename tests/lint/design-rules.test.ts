// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rulesFiredFor } from './snippet-eslint.ts';

// The design rules are only worth having if they fail on the mistakes they name: lint snippets as
// if they lived at a given path and read which rules fire.

// Loading ESLint and its TypeScript parser the first time takes seconds on a busy machine.
describe('design rules', { timeout: 180_000 }, () => {
  it('a widget importing another widget fails; its own files and src/state/ pass', async () => {
    expect(
      await rulesFiredFor(
        'src/widgets/catalogue/quick-view/x.ts',
        "import { a } from '../../cart/mini-cart/model.ts';\nexport const b = a;\n",
      ),
    ).toContain('vitrina/widget-boundaries');
    expect(
      await rulesFiredFor(
        'src/widgets/cart/add-to-cart/x.ts',
        "import { a } from '../mini-cart/model.ts';\nexport const b = a;\n",
      ),
    ).toContain('vitrina/widget-boundaries');
    expect(
      await rulesFiredFor(
        'src/widgets/catalogue/quick-view/x.ts',
        "import { a } from './model.ts';\nexport const b = a;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredFor(
        'src/widgets/catalogue/quick-view/x.ts',
        "import { a } from '../../../state/consent.ts';\nexport const b = a;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredFor('src/widgets/catalogue/quick-view/x.ts', "export { a } from '../product-filter/model.ts';\n"),
    ).toContain('vitrina/widget-boundaries');
  });

  it("an area's shared folder serves its own widgets only, and imports none of them", async () => {
    const usesShared = "import { a } from '../shared/filter-state.ts';\nexport const b = a;\n";
    expect(await rulesFiredFor('src/widgets/catalogue/filter-chips/x.ts', usesShared)).toEqual([]);
    expect(
      await rulesFiredFor(
        'src/widgets/catalogue/shared/x.ts',
        "import { a } from './filter-state.ts';\nexport const b = a;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredFor(
        'src/widgets/cart/mini-cart/x.ts',
        "import { a } from '../../catalogue/shared/filter-state.ts';\nexport const b = a;\n",
      ),
    ).toContain('vitrina/widget-boundaries');
    expect(
      await rulesFiredFor(
        'src/widgets/cart/shared/x.ts',
        "import { a } from '../../catalogue/shared/filter-state.ts';\nexport const b = a;\n",
      ),
    ).toContain('vitrina/widget-boundaries');
    expect(
      await rulesFiredFor(
        'src/widgets/catalogue/shared/x.ts',
        "import { a } from '../product-filter/model.ts';\nexport const b = a;\n",
      ),
    ).toContain('vitrina/widget-boundaries');
  });

  it('a slice reads page globals in its config reader and calls the server in its endpoint functions only', async () => {
    const readsGlobal =
      "import { readGlobal } from '../../../../config/globals.ts';\nexport const p = readGlobal('woof_x');\n";
    expect(await rulesFiredFor('src/widgets/catalogue/shared/config/x.ts', readsGlobal)).toEqual([]);
    expect(await rulesFiredFor('src/widgets/catalogue/product-filter/config/x.ts', readsGlobal)).toEqual([]);
    expect(await rulesFiredFor('src/widgets/catalogue/product-filter/model/x.ts', readsGlobal)).toContain(
      'vitrina/slice-roles',
    );
    expect(
      await rulesFiredFor(
        'src/widgets/catalogue/product-filter/x.ts',
        "import { readSection } from '../../../config/section.ts';\nexport const p = readSection('x');\n",
      ),
    ).toContain('vitrina/slice-roles');
    const sends = "import { adminAjax } from '../../../../api/admin-ajax.ts';\nexport const p = adminAjax;\n";
    expect(await rulesFiredFor('src/widgets/theme/photo-feed/api/x.ts', sends)).toEqual([]);
    expect(
      await rulesFiredFor(
        'src/widgets/theme/photo-feed/api/x.ts',
        "import { send } from '../../../../api/http.ts';\nexport const p = send;\n",
      ),
    ).toContain('vitrina/slice-roles');
    expect(
      await rulesFiredFor(
        'src/widgets/theme/photo-feed/api/x.ts',
        "import { readText } from '../../../../api/http.ts';\nexport const p = readText;\n",
      ),
    ).toEqual([]);
    expect(await rulesFiredFor('src/widgets/theme/photo-feed/view/x.ts', sends)).toContain('vitrina/slice-roles');
    expect(
      await rulesFiredFor(
        'src/widgets/theme/photo-feed/view/x.ts',
        "import type { Result } from '../../../../api/result.ts';\nexport type R = Result<number>;\n",
      ),
    ).toEqual([]);
  });

  it("cart endpoints are called from the cart's state only; their types may be imported anywhere", async () => {
    const callsCart = "import { addToCart } from '../../../api/cart.ts';\nexport const b = addToCart;\n";
    expect(await rulesFiredFor('src/widgets/cart/add-to-cart/x.ts', callsCart)).toContain('vitrina/widget-boundaries');
    expect(
      await rulesFiredFor(
        'src/state/cart/x.ts',
        "import { addToCart } from '../../api/cart.ts';\nexport const b = addToCart;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredFor(
        'src/widgets/cart/shared/state/x.ts',
        "import { addToCart } from '../../../../api/cart.ts';\nexport const b = addToCart;\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredFor(
        'src/widgets/cart/shared/x.ts',
        "import { addToCart } from '../../../api/cart.ts';\nexport const b = addToCart;\n",
      ),
    ).toContain('vitrina/widget-boundaries');
    expect(
      await rulesFiredFor(
        'src/widgets/cart/add-to-cart/x.ts',
        "import type { CartResponse } from '../../../api/cart.ts';\nexport const b: CartResponse | null = null;\n",
      ),
    ).toEqual([]);
  });

  it('page globals are read in src/config/ only; browser members of window are fine', async () => {
    const readsGlobal =
      'export const p = (window as unknown as { wc_cart_fragments_params: unknown }).wc_cart_fragments_params;\n';
    expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', readsGlobal)).toContain('no-restricted-syntax');
    expect(await rulesFiredFor('src/config/x.ts', readsGlobal)).toEqual([]);
    // A slice's bridge to the old scripts has src/legacy/'s rights; its config reader goes through config/globals.ts.
    expect(await rulesFiredFor('src/widgets/checkout/order-attribution/legacy/x.ts', readsGlobal)).toEqual([]);
    expect(await rulesFiredFor('src/widgets/checkout/order-attribution/config/x.ts', readsGlobal)).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', 'export const y = window.scrollY;\n')).toEqual([]);
  });

  it('issue 26 item 6: a raw addEventListener in any widget fails (context.listen only), outside widgets it does not', async () => {
    const raw = "window.addEventListener('load', () => undefined);\n";
    expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', raw)).toContain('no-restricted-properties');
    expect(
      await rulesFiredFor(
        'src/widgets/theme/header-nav/x.ts',
        'export const f = (t: EventTarget) => t.addEventListener("x", () => undefined);\n',
      ),
    ).toContain('no-restricted-properties');
    expect(await rulesFiredFor('src/ui/x.ts', raw)).toEqual([]);
    expect(await rulesFiredFor('src/widgets/checkout/order-review/x.ts', raw)).toContain('no-restricted-properties');
    expect(await rulesFiredFor('src/widgets/checkout/order-attribution/legacy/x.ts', raw)).toEqual([]);
  });

  it('issue 26 item 6: a loose promise in a widget fails, `void` or not; through context.run or caught it passes', async () => {
    const imports =
      "import type { WidgetContext } from '../../../runtime/types.ts';\nconst afterLoad = (): Promise<void> => Promise.resolve();\n";
    const loose = [
      'export const f = (_context: WidgetContext) => { void afterLoad(); };\n',
      'export const f = (_context: WidgetContext) => { afterLoad().then(() => undefined); };\n',
      'export const f = (context: WidgetContext) => context.listen(document, "click", () => { void afterLoad(); });\n',
    ];
    for (const code of loose)
      expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', imports + code, { typed: true })).toEqual([
        '@typescript-eslint/no-floating-promises',
      ]);
    const guarded = [
      'export const f = (context: WidgetContext) => context.run(afterLoad().then(() => undefined));\n',
      'export const f = (context: WidgetContext) => context.listen(document, "click", () => afterLoad());\n',
      'export const f = (_context: WidgetContext) => { afterLoad().catch(() => undefined); };\n',
    ];
    for (const code of guarded)
      expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', imports + code, { typed: true })).toEqual([]);
  });

  it('a source file over 250 lines fails, and a function over 80 lines of code', async () => {
    const long = Array.from({ length: 251 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', long)).toContain('max-lines');
    const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const fn = (lines: number) => `export function f(): number {\n${body(lines)}\n  return 0;\n}\n`;
    expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', fn(77))).not.toContain('max-lines-per-function');
    expect(await rulesFiredFor('src/widgets/cart/mini-cart/x.ts', fn(78))).toContain('max-lines-per-function');
  });
});
