import { afterEach, describe, expect, it } from 'vitest';
import { productName, productPage } from '../../../../src/widgets/catalogue/quick-view/model.ts';

afterEach(() => document.body.replaceChildren());

const BASE = 'https://magazin.test/produse/';

/** Flatsome's product card (woocommerce/content-product.php, as the fixture shop prints it: fixtures/server/render/product-card.ts). */
function card({ imageLink = '/p/tricou/', titleLink = '/p/tricou/', title = 'Tricou  verde ' } = {}): HTMLElement {
  document.body.innerHTML = `<div class="product-small col"><div class="product-small box">
<div class="box-image"><a href="${imageLink}"><img alt=""></a>
<div class="image-tools"><a class="quick-view" data-prod="42" href="#quick-view">Vizualizare rapidă</a></div></div>
<div class="box-text"><p class="name product-title woocommerce-loop-product__title"><a href="${titleLink}" class="woocommerce-LoopProduct-link">${title}</a></p></div></div></div>`;
  return document.querySelector<HTMLElement>('.quick-view')!;
}

describe('§2.2 quick view: the product card names the link', () => {
  it("the card's product title, trimmed", () => {
    expect(productName(card())).toBe('Tricou  verde');
  });

  it('no name outside a product card', () => {
    document.body.innerHTML = '<a class="quick-view" data-prod="42"></a>';
    expect(productName(document.querySelector<HTMLElement>('.quick-view')!)).toBeUndefined();
  });
});

describe('§8 a failed quick view sends the shopper to the product page, when it is safe to follow', () => {
  it.each<[string, { imageLink?: string; titleLink?: string }, string | null]>([
    ["the title's product link, made absolute", {}, 'https://magazin.test/p/tricou/'],
    ['the image link when the title has none', { titleLink: '' }, 'https://magazin.test/p/tricou/'],
    [
      'a product link on another site is not followed',
      { titleLink: 'https://rau.example/p/', imageLink: 'https://rau.example/p/' },
      null,
    ],
    [
      'a javascript: link is not followed',
      { titleLink: 'javascript:alert(1)', imageLink: 'javascript:alert(1)' },
      null,
    ],
  ])('%s', (_rule, links, expected) => {
    const host = card(links);
    if (links.titleLink === '')
      host.closest('.product-small')!.querySelector('.woocommerce-LoopProduct-link')!.removeAttribute('href');
    expect(productPage(host, BASE)).toBe(expected);
  });

  it('no product page outside a product card', () => {
    document.body.innerHTML = '<a class="quick-view" data-prod="42"></a>';
    expect(productPage(document.querySelector<HTMLElement>('.quick-view')!, BASE)).toBeNull();
  });
});
