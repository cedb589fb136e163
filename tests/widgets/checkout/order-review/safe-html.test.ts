import { describe, expect, it } from 'vitest';
import { escapeText, sanitizeHtml } from '../../../../src/widgets/checkout/order-review/safe-html.ts';

/**
 * Issue 39 item 3: strings plugins print as markup are inserted as markup, safely: links only over
 * http(s) to the shop's origin, nothing executable, everything else as text.
 */
const ORIGIN = 'https://magazin.example';
const BASE = `${ORIGIN}/finalizare-comanda/`;

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.append(sanitizeHtml(html, document, ORIGIN, BASE));
  return host;
}

describe('sanitizeHtml', () => {
  it("keeps WooCommerce's i18n_checkout_error link to the order history as a link", () => {
    const host = render(
      'Verifică <a href="https://magazin.example/contul-meu/comenzi/">istoricul comenzilor</a> înainte.',
    );
    expect(host.innerHTML).toBe(
      'Verifică <a href="https://magazin.example/contul-meu/comenzi/">istoricul comenzilor</a> înainte.',
    );
  });

  it('resolves a relative link against the page', () => {
    expect(render('<a href="/contul-meu/comenzi/">x</a>').innerHTML).toBe(
      '<a href="https://magazin.example/contul-meu/comenzi/">x</a>',
    );
  });

  it.each([
    ['another origin', '<a href="https://evil.example/contul-meu/">istoric</a>'],
    ['a protocol-relative other origin', '<a href="//evil.example/">istoric</a>'],
    ['javascript:', '<a href="javascript:alert(1)">istoric</a>'],
    ['javascript: with spaces and case', '<a href=" JaVaScRiPt:alert(1)">istoric</a>'],
    ['an entity-encoded javascript:', '<a href="&#106;avascript:alert(1)">istoric</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">istoric</a>'],
    ['the same host over another scheme', '<a href="ftp://magazin.example/">istoric</a>'],
    ['no href', '<a name="x">istoric</a>'],
  ])('drops a link to %s and keeps its text', (_name, html) => {
    const host = render(html);
    expect(host.querySelector('a')).toBeNull();
    expect(host.textContent).toBe('istoric');
  });

  it.each([
    ['a script', 'a<script>window.__pwned=1</script>b', 'ab'],
    ['a style', 'a<style>body{display:none}</style>b', 'ab'],
    ['an iframe', 'a<iframe src="https://evil.example"></iframe>b', 'ab'],
    ['a template', 'a<template><img src=x onerror=alert(1)></template>b', 'ab'],
    ['a comment', 'a<!-- <img src=x onerror=alert(1)> -->b', 'ab'],
  ])('drops %s whole', (_name, html, text) => {
    const host = render(html);
    expect(host.innerHTML).toBe(text);
  });

  it('drops an svg with onload and its script (how the parser nests what follows is its own affair)', () => {
    const host = render('a<svg onload="alert(1)"><script>alert(2)</script></svg>b');
    expect(host.querySelector('svg, script, [onload]')).toBeNull();
    expect(host.textContent).not.toContain('alert');
    expect(host.textContent?.startsWith('a')).toBe(true);
  });

  it('keeps no attribute: handlers, styles, classes, targets are gone', () => {
    const host = render(
      '<a href="/x" onclick="alert(1)" style="color:red" target="_blank" class="c">a</a><strong onmouseover="alert(1)" style="x">b</strong><img src=x onerror="alert(1)">',
    );
    expect(host.innerHTML).toBe('<a href="https://magazin.example/x">a</a><strong>b</strong>');
  });

  it('turns other elements into their text', () => {
    expect(
      render('<div><p>Plata <span class="x">refuzată</span></p><form><button>ok</button></form></div>').innerHTML,
    ).toBe('Plata refuzatăok');
  });

  it('keeps plain text with entities as text, never as markup', () => {
    const host = render('1 &lt; 2 &amp; &lt;b&gt;nu&lt;/b&gt;');
    expect(host.textContent).toBe('1 < 2 & <b>nu</b>');
    expect(host.querySelector('b')).toBeNull();
  });

  it('escapeText makes text safe to join with markup', () => {
    const host = render(`${escapeText('<img src=x onerror=alert(1)> & ')}<a href="/x">y</a>`);
    expect(host.textContent).toBe('<img src=x onerror=alert(1)> & y');
    expect(host.querySelector('img')).toBeNull();
  });
});
