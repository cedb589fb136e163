import { describe, expect, it } from 'vitest';
import { indexSelectors, subjectKey } from '../../src/runtime/host-index.ts';
import { registry } from '../../src/registry.ts';

describe('subjectKey', () => {
  it.each([
    ['#header', '#header'],
    ['form.register #reg_password', '#reg_password'],
    ['.slider-wrapper > .slider[data-flickity-options]', '.slider'],
    ['body.single-product div.product[id^="product-"]', '.product'],
    ['form[method="post" i]', '*'],
    ['wc-order-attribution-inputs', '*'],
    ['[data-open]:not([data-open="#main-menu"]):not([data-open="#cart-popup"])', '*'],
    ['.woocommerce form span > input[type="password"]', '*'],
    ['a.image-lightbox[data-open="#x"]', '.image-lightbox'],
    [':root', '*'],
  ])('%s is filed under %s', (selector, key) => {
    expect(subjectKey(selector)).toBe(key);
  });
});

/** A page holding a host of every kind of key, some nested, some decoys. */
const PAGE = `
  <div id="header" class="header"><a class="back-to-top" href="#top">Sus</a></div>
  <form class="register"><input id="reg_password" type="password"></form>
  <form class="login"><input id="reg_password_decoy" type="password"></form>
  <div class="slider-wrapper"><div class="slider" data-flickity-options="{}"></div></div>
  <div class="slider" data-flickity-options="{}"></div>
  <a data-open="#main-menu">meniu</a><a data-open="#login-form">cont</a>
  <form method="POST"></form>
  <section data-vitrina="mini-cart"></section>
  <wc-order-attribution-inputs></wc-order-attribution-inputs>`;

describe('indexSelectors', () => {
  it('finds, for the whole registry, exactly what matching every selector finds, in registry order', () => {
    document.body.innerHTML = PAGE;
    const found = [...indexSelectors(registry)(document.documentElement)];
    const expected = [document.documentElement, ...document.documentElement.querySelectorAll('*')]
      .map(
        (element) =>
          [
            element,
            registry.filter(({ name, selector }) => element.matches(`${selector}, [data-vitrina="${name}"]`)),
          ] as const,
      )
      .filter(([, definitions]) => definitions.length > 0);
    const names = (list: [Element, readonly { name: string }[]][]) =>
      list.map(([element, definitions]) => [element.outerHTML.slice(0, 40), definitions.map(({ name }) => name)]);
    expect(names(found)).toEqual(names(expected.map(([element, definitions]) => [element, definitions])));
    const hosts = found.map(([element]) => element);
    for (const selector of [
      '#header',
      '#reg_password',
      '.slider-wrapper > .slider',
      '[data-open="#login-form"]',
      '[data-vitrina="mini-cart"]',
      'wc-order-attribution-inputs',
    ]) {
      expect(hosts, selector).toContain(document.querySelector(selector));
    }
    expect(hosts).not.toContain(document.querySelector('[data-open="#main-menu"]'));
  });

  it('scans an inserted subtree from its root, the root included', () => {
    document.body.innerHTML = '<div class="woof"><span class="count-up">3</span></div>';
    const find = indexSelectors([
      { name: 'filter', selector: '.woof' },
      { name: 'count', selector: 'span.count-up' },
    ]);
    const root = document.querySelector('.woof')!;
    expect([...find(root)].map(([element, hosted]) => [element.className, hosted.map(({ name }) => name)])).toEqual([
      ['woof', ['filter']],
      ['count-up', ['count']],
    ]);
  });

  it('takes an element that names a widget in data-vitrina, whatever its selector', () => {
    document.body.innerHTML = '<div data-vitrina="filter"></div><div data-vitrina="other"></div>';
    const find = indexSelectors([{ name: 'filter', selector: '.woof' }]);
    expect([...find(document.body)].map(([element]) => element.getAttribute('data-vitrina'))).toEqual(['filter']);
  });

  it('matches a selector without a key on every element', () => {
    document.body.innerHTML = '<p></p>';
    const find = indexSelectors([{ name: 'first', selector: ':first-child' }]);
    expect([...find(document.body)].map(([element]) => element.localName)).toEqual(['p']);
  });
});
