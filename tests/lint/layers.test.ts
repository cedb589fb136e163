// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, rulesFiredFor } from './snippet-eslint.ts';

// Lint snippets as if they lived at a path under src/, against the project's own config, and read
// which rules fire. The cycle cases use the real files on disk for the other side of the loop.

describe('layers: no import runs from a lower layer up to a higher one', { timeout: 180_000 }, () => {
  it.each([
    ['src/lib/x.ts', "import type { ApiError } from '../api/index.ts';\nexport type E = ApiError;\n"],
    ['src/config/x.ts', "import { errorText } from '../i18n/errors.ts';\nexport const t = errorText;\n"],
    ['src/legacy/x.ts', "import type { ConsentState } from '../state/consent.ts';\nexport type V = ConsentState;\n"],
    ['src/ui/x.ts', "import { consentState } from '../state/consent.ts';\nexport const c = consentState;\n"],
    ['src/state/x.ts', "export const l = () => import('../widgets/cart/mini-cart/index.ts');\n"],
    ['src/api/x.ts', "export { registry } from '../registry.ts';\n"],
    ['src/runtime/x.ts', "import { announce } from '../ui/announce.ts';\nexport const a = announce;\n"],
    ['src/config/x.ts', "import type { WidgetContext } from '../runtime/types.ts';\nexport type C = WidgetContext;\n"],
  ])('%s importing upward fails', async (file, code) => {
    expect(await rulesFiredFor(file, code)).toContain('vitrina/layers');
  });

  it.each([
    ['src/api/x.ts', "import { isEmail } from '../lib/swv/formats.ts';\nexport const e = isEmail;\n"],
    ['src/i18n/x.ts', "import type { ApiError } from '../api/result.ts';\nexport type E = ApiError;\n"],
    ['src/state/x.ts', "import { pageJQuery } from '../legacy/jquery.ts';\nexport const e = pageJQuery;\n"],
    [
      'src/legacy/x.ts',
      "import { hideVisually } from '../ui/visually-hidden/visually-hidden.ts';\nexport const h = hideVisually;\n",
    ],
    ['src/runtime/x.ts', "import { afterLoad } from '../lib/after-load.ts';\nexport const a = afterLoad;\n"],
    ['src/ui/x.ts', "import type { WidgetContext } from '../runtime/types.ts';\nexport type C = WidgetContext;\n"],
    [
      'src/widgets/cart/mini-cart/x.ts',
      "import { announce } from '../../../ui/announce.ts';\nexport const a = announce;\n",
    ],
  ])('%s importing downward passes', async (file, code) => {
    expect(await rulesFiredFor(file, code)).toEqual([]);
  });

  it('a new folder under src/ must be placed in the order first', async () => {
    expect(
      await rulesFiredFor(
        'src/helpers/x.ts',
        "import { afterLoad } from '../lib/after-load.ts';\nexport const a = afterLoad;\n",
      ),
    ).toContain('vitrina/layers');
  });
});

describe('no-cycle: no module of src/ reaches itself through its imports', { timeout: 180_000 }, () => {
  it('the old lightbox ↔ photoswipe loop fails (lightbox.ts loads photoswipe.ts with import())', async () => {
    const before =
      "import type { LightboxItem } from './lightbox.ts';\nexport const open = (items: readonly LightboxItem[]) => items.length;\n";
    const messages = await rulesFiredFor('src/ui/photoswipe.ts', before);
    expect(messages).toContain('vitrina/no-cycle');
  });

  it('a longer loop fails too: live-region.ts → lightbox.ts → announce.ts → live-region.ts', async () => {
    expect(
      await rulesFiredFor(
        'src/ui/live-region/live-region.ts',
        "import { openLightbox } from '../lightbox.ts';\nexport const o = openLightbox;\n",
      ),
    ).toContain('vitrina/no-cycle');
  });

  it('the modules as they are now pass', async () => {
    for (const file of ['src/ui/photoswipe.ts', 'src/ui/lightbox.ts', 'src/i18n/plural.ts']) {
      expect(await rulesFiredFor(file, readFileSync(path.resolve(root, file), 'utf8'))).toEqual([]);
    }
  });
});
