import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe.ts';
import { productById } from '../../fixtures/data/catalogue.ts';
import { hostReady, VARIABLE, withConfig } from '../support/product.ts';

const product = productById(VARIABLE.id)!;
const images = product.images;
const captionOf = (index: number) => images[index]!.caption || images[index]!.title;
const trigger = (page: Page) => page.locator('.woocommerce-product-gallery a.zoom-button');
const lightbox = (page: Page) => page.locator('.pswp.pswp--open');
const slides = (page: Page) => page.locator('.woocommerce-product-gallery__image');

async function open(page: Page, path: string = VARIABLE.path): Promise<void> {
  await page.goto(path);
  await hostReady(page, '.woocommerce-product-gallery');
}

test('PhotoSwipe core is not loaded until the first lightbox open', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', (response) => loaded.push(response.url()));
  await open(page);
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((url) => /chunks\/photoswipe-/.test(url))).toHaveLength(0);
  await trigger(page).click();
  await expect(lightbox(page)).toBeVisible();
  expect(loaded.filter((url) => /chunks\/photoswipe-/.test(url))).toHaveLength(1);
});

test('lightbox by mouse: counter, caption, arrows, close; focus returns to the trigger', async ({ page }) => {
  await open(page);
  await trigger(page).click();
  await expect(lightbox(page)).toBeVisible();
  await expect(lightbox(page)).toHaveAttribute('aria-label', 'Galerie de imagini pe tot ecranul');
  await expect(lightbox(page).locator('.pswp__counter')).toHaveText(`1 / ${images.length}`);
  await expect(lightbox(page).locator('.pswp__vitrina-caption')).toHaveText(captionOf(0));
  await expect(lightbox(page).locator('.pswp__button--vitrina-fullscreen')).toBeVisible();
  await expect(lightbox(page).locator('.pswp__button--zoom')).toBeVisible();
  await lightbox(page).locator('.pswp__button--arrow--next').click();
  await expect(lightbox(page).locator('.pswp__counter')).toHaveText(`2 / ${images.length}`);
  await expect(lightbox(page).locator('.pswp__vitrina-caption')).toHaveText(captionOf(1));
  await lightbox(page).locator('.pswp__button--close').click();
  await expect(lightbox(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
});

test('lightbox by keyboard alone: focus trapped inside, Escape returns focus to the trigger', async ({ page }) => {
  await open(page);
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await trigger(page).evaluate((element) => element === document.activeElement)) break;
  }
  await expect(trigger(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lightbox(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.pswp--open')))).toBe(true);
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.pswp--open')))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.pswp--open')))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox(page).locator('.pswp__counter')).toHaveText(`2 / ${images.length}`);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();
});

test('axe: the open lightbox is clean', async ({ page }) => {
  await open(page);
  await trigger(page).click();
  await expect(lightbox(page).locator('.pswp__counter')).toHaveText(`1 / ${images.length}`);
  await expectAxeClean(page, '.pswp--open');
});

test("a lightbox image that fails shows 'Imaginea #n nu a putut fi încărcată.'", async ({ page }) => {
  await page.route(`**${images[0]!.full_src}`, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page);
  await trigger(page).click();
  await expect(lightbox(page).locator('.pswp__error-msg')).toHaveText('Imaginea #1 nu a putut fi încărcată.');
});

test('slider: previous/next buttons, thumbnails as buttons, arrow keys', async ({ page }) => {
  await open(page);
  await expect(slides(page).nth(0)).toBeVisible();
  await expect(slides(page).nth(1)).toBeHidden();
  await page.getByRole('button', { name: 'Imaginea următoare' }).click();
  await expect(slides(page).nth(1)).toBeVisible();
  await expect(slides(page).nth(0)).toBeHidden();
  const thumbs = page.locator('.product-thumbnails button.vitrina-gallery-thumb');
  await expect(thumbs).toHaveCount(images.length);
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await thumbs.nth(2).click();
  await expect(slides(page).nth(2)).toBeVisible();
  await thumbs.nth(2).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slides(page).nth(1)).toBeVisible();
  await expect(thumbs.nth(1)).toBeFocused();
  await page.getByRole('button', { name: 'Imaginea anterioară' }).click();
  await page.getByRole('button', { name: 'Imaginea anterioară' }).click();
  await expect(slides(page).nth(images.length - 1)).toBeVisible();
});

test('zoom is off as the shop prints it (zoom_enabled false)', async ({ page }) => {
  await open(page);
  await expect(page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-vitrina-zoom', 'off');
});

const zoomOn = withConfig(VARIABLE.path, { wc_single_product_params: { zoom_enabled: '1' } });

test("hover zoom when the large image is wider than the gallery; 'Se încarcă imaginea' while loading", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${images[0]!.full_src}`, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, zoomOn);
  await expect(page.locator('.woocommerce-product-gallery')).toHaveAttribute('data-vitrina-zoom', 'hover');
  await slides(page).nth(0).hover();
  await expect(page.locator('.vitrina-zoom__status')).toHaveText('Se încarcă imaginea');
  release();
  await expect(page.locator('.vitrina-zoom__status')).toBeHidden();
  await expect(page.locator('.vitrina-zoom')).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(page.locator('.vitrina-zoom')).toHaveCSS('opacity', '0');
});

test("a zoom image that fails shows 'Imaginea nu a putut fi încărcată', then the message goes", async ({ page }) => {
  await page.route(`**${images[0]!.full_src}`, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, zoomOn);
  await slides(page).nth(0).hover();
  await expect(page.locator('.vitrina-zoom__status')).toHaveText('Imaginea nu a putut fi încărcată');
  await expect(page.locator('.vitrina-zoom__status')).toBeHidden({ timeout: 6000 });
});

test('zoom is off for mobile user agents and by tap on touch devices', async ({ browser }) => {
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    hasTouch: true,
  });
  const phonePage = await phone.newPage();
  await open(phonePage, zoomOn);
  await expect(phonePage.locator('.woocommerce-product-gallery')).toHaveAttribute('data-vitrina-zoom', 'off');
  await phone.close();

  const touchLaptop = await browser.newContext({ hasTouch: true });
  const touchPage = await touchLaptop.newPage();
  await open(touchPage, zoomOn);
  await expect(touchPage.locator('.woocommerce-product-gallery')).toHaveAttribute('data-vitrina-zoom', 'click');
  await touchLaptop.close();
});

test('a choice of variation puts its image in the lightbox; reset brings the original back', async ({ page }) => {
  const variation = product.variations.find(
    (candidate) =>
      candidate.stock_status === 'instock' &&
      candidate.image.full_src !== images[0]!.full_src &&
      candidate.attributes.attribute_pa_culoare,
  )!;
  await open(page);
  await hostReady(page, 'form.variations_form');
  await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!);
  await page.selectOption('#pa_culoare', variation.attributes.attribute_pa_culoare!);
  await expect(page.locator('.product-thumbnails button img').first()).toHaveAttribute(
    'src',
    variation.image.gallery_thumbnail_src,
  );
  await trigger(page).click();
  await expect(lightbox(page).locator('.pswp__vitrina-caption')).toHaveText(
    variation.image.caption || variation.image.title,
  );
  await page.keyboard.press('Escape');
  await page.locator('.reset_variations').click();
  await expect(page.locator('.product-thumbnails button img').first()).toHaveAttribute(
    'src',
    images[0]!.gallery_thumbnail_src,
  );
});

test('a gallery inserted later (e.g. a quick view) mounts and opens its lightbox', async ({ page }) => {
  await open(page);
  await page.evaluate((image) => {
    const block = document.createElement('div');
    block.className = 'inserted-later';
    block.innerHTML = `<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image" data-thumb="${image.gallery_thumbnail_src}"><a href="${image.full_src}"><img src="${image.src}" alt="${image.alt}" title="Titlu imagine" data-caption="" data-large_image="${image.full_src}" data-large_image_width="${image.full_src_w}" data-large_image_height="${image.full_src_h}"></a></div></div>`;
    document.querySelector('.shop-container')!.prepend(block);
  }, images[0]!);
  const gallery = page.locator('.inserted-later .woocommerce-product-gallery');
  await expect(gallery).toHaveAttribute('data-vitrina-state', 'mounted');
  await gallery.getByRole('button', { name: 'Vezi galeria de imagini pe tot ecranul' }).click();
  await expect(lightbox(page).locator('.pswp__counter')).toHaveText('1 / 1');
  await expect(lightbox(page).locator('.pswp__vitrina-caption')).toHaveText('Titlu imagine');
  await page.keyboard.press('Escape');
  await expect(gallery.getByRole('button', { name: 'Vezi galeria de imagini pe tot ecranul' })).toBeFocused();
});

test('without JavaScript the images stay plain links to the large files', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(VARIABLE.path);
  await expect(page.locator('.woocommerce-product-gallery__image a').first()).toHaveAttribute(
    'href',
    images[0]!.full_src,
  );
  await expect(page.locator('.vitrina-gallery-nav')).toHaveCount(0);
  await context.close();
});

test('swipe: the slide follows the pointer past 15 px and snaps to the next; a short drag snaps back; a drag opens no lightbox', async ({
  page,
}) => {
  await open(page);
  const box = (await slides(page).nth(0).boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  // Under the threshold: nothing moves, and the slide stays.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 10, y, { steps: 2 });
  await expect(slides(page).nth(0)).not.toHaveAttribute('style', /translateX/);
  await page.mouse.move(x - 60, y, { steps: 4 });
  await expect(slides(page).nth(0)).toHaveAttribute('style', /translateX\(-60px\)/);
  await page.mouse.up();
  await expect(slides(page).nth(1)).toBeVisible();
  await expect(slides(page).nth(0)).toBeHidden();
  await expect(lightbox(page)).toHaveCount(0);
  // Back to the right: previous slide.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 4 });
  await page.mouse.up();
  await expect(slides(page).nth(0)).toBeVisible();
  await expect(slides(page).nth(0)).not.toHaveAttribute('style', /translateX/);
});

test('a variation re-initialises the gallery on its first image after 300 ms (page clock)', async ({ page }) => {
  const variation = product.variations.find(
    (candidate) =>
      candidate.stock_status === 'instock' &&
      candidate.image.full_src !== images[0]!.full_src &&
      candidate.attributes.attribute_pa_culoare,
  )!;
  await page.clock.install();
  await open(page);
  await hostReady(page, 'form.variations_form');
  await page.selectOption('#pa_marime', variation.attributes.attribute_pa_marime!);
  // Time stands still from here: what the size choice scheduled has run by then.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await page.getByRole('button', { name: 'Imaginea următoare' }).click();
  await expect(slides(page).nth(1)).toBeVisible();
  await page.selectOption('#pa_culoare', variation.attributes.attribute_pa_culoare!);
  await page.clock.runFor(299);
  await expect(slides(page).nth(1)).toBeVisible();
  await page.clock.runFor(1);
  await expect(slides(page).nth(0)).toBeVisible();
  await expect(page.locator('.product-thumbnails button img').first()).toHaveAttribute(
    'src',
    variation.image.gallery_thumbnail_src,
  );
});
