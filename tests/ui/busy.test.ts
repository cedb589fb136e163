import { afterEach, describe, expect, it } from 'vitest';
import { setBusy } from '../../src/ui/busy.ts';

afterEach(() => document.body.replaceChildren());

function element(): HTMLElement {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
}

describe('setBusy', () => {
  it('marks aria-busy and the theme class, and drops both when done', () => {
    const target = element();
    setBusy(target, true, 'processing');
    expect(target.getAttribute('aria-busy')).toBe('true');
    expect(target.classList.contains('processing')).toBe(true);
    setBusy(target, false, 'processing');
    expect(target.hasAttribute('aria-busy')).toBe(false);
    expect(target.classList.contains('processing')).toBe(false);
  });

  it('with no class touches aria-busy alone (a table that fades, a form with its own state classes)', () => {
    const target = element();
    target.className = 'awdr-bulk-customizable-table';
    setBusy(target, true, null);
    expect(target.getAttribute('aria-busy')).toBe('true');
    expect(target.className).toBe('awdr-bulk-customizable-table');
    setBusy(target, false, null);
    expect(target.hasAttribute('aria-busy')).toBe(false);
  });

  it('can say aria-busy="false" when idle instead of dropping it', () => {
    const target = element();
    setBusy(target, true, null, { idleValue: 'false' });
    expect(target.getAttribute('aria-busy')).toBe('true');
    setBusy(target, false, null, { idleValue: 'false' });
    expect(target.getAttribute('aria-busy')).toBe('false');
  });
});
