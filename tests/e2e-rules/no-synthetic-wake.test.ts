// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syntheticWakes } from './synthetic-wake.ts';

const ROOT = join(import.meta.dirname, '../..');

/**
 * E2e files allowed to make up input events, each with its reason. The runtime's own specs could
 * need one to feed an event sequence no device makes; none does today.
 */
const ALLOWED: Readonly<Record<string, string>> = {};

function e2eFiles(dir = join(ROOT, 'e2e')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return e2eFiles(path);
    return entry.name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

describe('e2e tests touch as shoppers do (issue 33 item 4)', () => {
  it('no e2e file dispatches a made-up pointer, mouse, touch, focus or key event', () => {
    const files = e2eFiles();
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) =>
        syntheticWakes(readFileSync(join(ROOT, file), 'utf8')).map(
          (hit) => `${file}:${hit.line} ${hit.rule}: ${hit.text}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('every allowed file still exists and still needs its exception', () => {
    for (const file of Object.keys(ALLOWED))
      expect(syntheticWakes(readFileSync(join(ROOT, file), 'utf8')), file).not.toEqual([]);
  });
});

describe('the check (tests/e2e-rules/synthetic-wake.ts)', () => {
  it('finds the wake the helpers used to make (e2e/support/intent.ts, cart.ts, before issue 33)', () => {
    const oldHelpers = [
      "  await host.dispatchEvent('pointerover');",
      "  await scope.evaluate((root) => root.querySelectorAll('[data-vitrina-state=\"pending\"]').forEach((host) => host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));",
      "  await page.locator('li.cart-item').first().dispatchEvent('pointerover');",
    ].join('\n');
    expect(syntheticWakes(oldHelpers).map((hit) => [hit.line, hit.rule])).toEqual([
      [1, 'dispatchEvent of an input event type'],
      [2, 'a made-up input event object'],
      [3, 'dispatchEvent of an input event type'],
    ]);
  });

  it('finds made-up clicks, touches, focus and keys, whatever the quotes', () => {
    for (const line of [
      'el.dispatchEvent(new MouseEvent("click"))',
      'x.dispatchEvent(new TouchEvent(`touchstart`))',
      "locator.dispatchEvent('focusin')",
      'el.dispatchEvent(new Event("focus"))',
      "locator.dispatchEvent('click')",
      'el.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }))',
    ]) {
      expect(syntheticWakes(line), line).toHaveLength(1);
    }
  });

  it('leaves trusted input and events that are no touch alone', () => {
    const fine = [
      'await locator.hover();',
      "await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });",
      "input.dispatchEvent(new Event('change', { bubbles: true }));",
      "document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));",
      "await quantity.dispatchEvent('change');",
      '// tests used to dispatch a pointerover here',
    ].join('\n');
    expect(syntheticWakes(fine)).toEqual([]);
  });
});
