import { beforeEach, describe, expect, it } from 'vitest';
import { hideOffCanvasPanel, showOffCanvasPanel } from '../../../../src/widgets/cart/shared/off-canvas-panel.ts';

beforeEach(() => {
  document.body.innerHTML =
    '<a href="/cos/" data-open="#cart-popup">Coș</a><div id="cart-popup" class="mfp-hide" style="color: red;"></div>';
});

describe('ui/off-canvas-panel: the off-canvas cart shown by the light half, then by React', () => {
  it('shown twice (the light half, then React) and closed once, it is as the server printed it', () => {
    const panel = document.getElementById('cart-popup')!;
    showOffCanvasPanel(panel);
    expect(panel.classList.contains('mfp-hide')).toBe(false);
    expect(panel.classList.contains('off-canvas-open')).toBe(true);
    expect(document.querySelector('[data-open]')!.getAttribute('aria-expanded')).toBe('true');
    const shown = panel.getAttribute('style');
    showOffCanvasPanel(panel);
    expect(panel.getAttribute('style')).toBe(shown);
    hideOffCanvasPanel(panel);
    expect(panel.className).toBe('mfp-hide');
    expect(panel.getAttribute('style')).toBe('color: red;');
    expect(document.querySelector('[data-open]')!.getAttribute('aria-expanded')).toBe('false');
  });
});
