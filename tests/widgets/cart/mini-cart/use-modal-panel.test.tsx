import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalPanel } from '../../../../src/widgets/cart/mini-cart/use-modal-panel.ts';
import { key, render } from '../../../ui/render.tsx';

afterEach(() => document.body.replaceChildren());

function Harness({ panel }: { readonly panel: HTMLElement }) {
  const [open, setOpen] = useState(false);
  useModalPanel(panel, { open, onClose: () => setOpen(false), label: 'Coș' });
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Deschide
      </button>
      {open &&
        createPortal(
          <button type="button" className="mfp-close" onClick={() => setOpen(false)}>
            ×
          </button>,
          panel,
        )}
    </>
  );
}

function setup() {
  document.body.innerHTML =
    '<main id="page"></main><div id="cart-popup" aria-label="printed"><a href="#x">Vezi coșul</a></div>';
  const panel = document.getElementById('cart-popup')!;
  render(<Harness panel={panel} />);
  const opener = document.getElementById('opener')!;
  opener.focus();
  flushSync(() => opener.click());
  return { panel, opener };
}

describe('useModalPanel', () => {
  it('makes the printed panel the named modal dialog, with focus on it and the page inert', () => {
    const { panel } = setup();
    expect([
      panel.getAttribute('role'),
      panel.getAttribute('aria-modal'),
      panel.getAttribute('aria-label'),
      panel.getAttribute('tabindex'),
    ]).toEqual(['dialog', 'true', 'Coș', '-1']);
    expect(document.activeElement).toBe(panel);
    expect(document.getElementById('page')!.inert).toBe(true);
  });

  it('Escape closes: attributes back as printed, the page live again', () => {
    const { panel } = setup();
    key(panel, 'Escape');
    expect([
      panel.getAttribute('role'),
      panel.getAttribute('aria-modal'),
      panel.getAttribute('aria-label'),
      panel.getAttribute('tabindex'),
    ]).toEqual([null, null, 'printed', null]);
    expect(document.getElementById('page')!.inert).toBe(false);
  });

  // Focus going back to the opener is useModal's (tests/ui/dialog.test.tsx) and is checked in a real
  // browser by e2e/cart/cart.spec.ts: happy-dom lets React re-focus the panel once its tabindex is gone.
  it('closed by its button, the page is live again and the panel printed as before', () => {
    const { panel } = setup();
    flushSync(() => panel.querySelector<HTMLButtonElement>('.mfp-close')!.click());
    expect(panel.outerHTML).toBe('<div id="cart-popup" aria-label="printed"><a href="#x">Vezi coșul</a></div>');
    expect(document.getElementById('page')!.inert).toBe(false);
  });
});
