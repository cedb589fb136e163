// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importsOf, singleAreaKernel } from './import-areas.ts';

// design.md: src/config, api, lib, state, legacy, ui and i18n keep what two areas or more use (a
// kernel module another kernel module imports counts as used by the kernel); what one area alone
// uses lives in that widget's folder or in src/widgets/<area>/shared/.
describe('slices', { timeout: 120_000 }, () => {
  it('no kernel module is imported by one area alone', () => {
    const found = [...singleAreaKernel()].map(([file, area]) => `src/${file} (only ${area} imports it)`).sort();
    expect(found, `Move these into their area (docs/architecture.md, slices):\n${found.join('\n')}`).toEqual([]);
  });

  it('counts importers by area, a kernel importer counting as the kernel', () => {
    const graph: Record<string, string[]> = {
      'widgets/cart/mini-cart/index.ts': ['config/cart.ts', 'lib/both.ts', 'ui/deep.ts'],
      'widgets/checkout/order-review/index.ts': ['lib/both.ts', 'widgets/checkout/shared/x.ts'],
      'widgets/checkout/shared/x.ts': ['state/checkout.ts'],
      'ui/deep.ts': ['lib/under-kernel.ts'],
      'runtime/runtime.ts': ['lib/runtime-only.ts'],
    };
    const found = singleAreaKernel(Object.keys(graph), (file) => graph[file] ?? []);
    expect(Object.fromEntries(found)).toEqual({
      'config/cart.ts': 'cart',
      'ui/deep.ts': 'cart',
      'state/checkout.ts': 'checkout',
    });
  });

  it('reads static, type-only, export-from and dynamic imports', () => {
    const text =
      "import a from './a.ts';\nimport type { B } from '../lib/b.ts';\nexport { c } from './c.ts';\nconst d = () => import('../api/d.ts');\nimport ky from 'ky';\n";
    expect(importsOf('ui/x.ts', text)).toEqual(['ui/a.ts', 'lib/b.ts', 'ui/c.ts', 'api/d.ts']);
  });
});
