import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

const COLORS = JSON.stringify({
  small: { border: '#dfdfdf', top: '#FFFFFF', middle: '#F8942D', bottom: '#FFFFFF' },
  big: { border: '#000000', top: '#F8942D', middle: '#FFFFFF', bottom: '#F2F2F2' },
});
const STARS = ['100%', '100%', '100%', '9%', '0%']
  .map(
    (width) =>
      `<div class="badge__star"><div class="badge__star-fill-container" style="width: ${width}"><svg></svg></div><svg></svg></div>`,
  )
  .join('');
// CusRev's floating badge as the fixture prints it (compact.php + compact-wide.php), trimmed.
const BADGE = `<main id="main"><a href="/">Acasă</a></main>
<div id="cr_floatingtrustbadge" style="border-color: #dfdfdf; left:0px;" data-crcolors='${COLORS}'>
<div class="cr-floatingbadge-background"><div class="cr-floatingbadge-background-top"></div><div class="cr-floatingbadge-background-middle"></div><div class="cr-floatingbadge-background-bottom"></div></div>
<div class="cr-floatingbadge-top"><svg></svg><div class="cr-floatingbadge-close" style="display:none;"><svg></svg></div></div>
<div class="cr-badge badge_size_compact"><div class="badge__verified">Ce spun clienții noștri</div><div class="badge__middle"><div class="badge__stars">${STARS}</div></div><div class="badge__reviews">798 de recenzii</div></div>
<div class="cr-badge badge--wide-mobile" style="display:none;"><div class="badge__verified">Ce spun clienții noștri</div><div class="badge__middle"><div class="badge__stars">${STARS}</div><div class="badge__rating">Evaluarea magazinului <b>3.09</b> / 5</div></div></div>
</div>`;

const host = () => document.getElementById('cr_floatingtrustbadge')!;
const compact = () => host().querySelector<HTMLElement>('.badge_size_compact')!;
const wide = () => host().querySelector<HTMLElement>('.badge--wide-mobile')!;
const close = () => host().querySelector<HTMLElement>('.cr-floatingbadge-close')!;
const key = (target: HTMLElement, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

let observer: MutationObserver | undefined;
beforeEach(() => Cookies.remove('cr_hide_trustbadge', { path: '/' }));
afterEach(async () => {
  await stopWidgets(observer);
  Cookies.remove('cr_hide_trustbadge', { path: '/' });
});

describe('trust-badge', () => {
  it('makes the compact badge a named disclosure button and the close icon a button', async () => {
    observer = await runWidgets(['trust-badge'], BADGE);
    expect(host().getAttribute('data-vitrina-state')).toBe('mounted');
    expect(host().getAttribute('role')).toBe('region');
    expect(compact().getAttribute('role')).toBe('button');
    expect(compact().tabIndex).toBe(0);
    expect(compact().getAttribute('aria-expanded')).toBe('false');
    expect(compact().getAttribute('aria-controls')).toBe(wide().id);
    expect(compact().querySelector('.badge__stars')!.getAttribute('aria-label')).toBe('Evaluare 3,09 din 5');
    expect(wide().querySelector('.badge__stars')!.getAttribute('aria-hidden')).toBe('true');
    expect(close().getAttribute('role')).toBe('button');
    expect(close().style.display).toBe('none');
  });

  it('click expands (plugin colours, focus to the close button), close collapses, close again hides for a day', async () => {
    observer = await runWidgets(['trust-badge'], BADGE);
    compact().focus();
    compact().click();
    expect(host().classList.contains('cr-floatingbadge-big')).toBe(true);
    expect(compact().style.display).toBe('none');
    expect(wide().style.display).toBe('block');
    expect(close().style.display).toBe('block');
    expect(close().getAttribute('aria-label')).toBe('Restrânge evaluările magazinului');
    expect(close().getAttribute('aria-expanded')).toBe('true');
    expect(host().style.borderColor).toBe('#000000');
    expect(document.activeElement).toBe(close());

    close().click();
    expect(host().classList.contains('cr-floatingbadge-big')).toBe(false);
    expect(compact().style.display).toBe('block');
    expect(compact().getAttribute('aria-expanded')).toBe('false');
    expect(close().style.display).toBe('block');
    expect(close().getAttribute('aria-label')).toBe('Ascunde evaluările magazinului');
    expect(close().hasAttribute('aria-expanded')).toBe(false);
    expect(document.activeElement).toBe(compact());
    expect(Cookies.get('cr_hide_trustbadge')).toBeUndefined();

    close().focus();
    close().click();
    expect(host().style.display).toBe('none');
    expect(Cookies.get('cr_hide_trustbadge')).toBe('true');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('Enter opens, Escape collapses back to the toggle, Space on the close button hides', async () => {
    observer = await runWidgets(['trust-badge'], BADGE);
    compact().focus();
    key(compact(), 'Enter');
    expect(compact().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(close());
    key(close(), 'Escape');
    expect(compact().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(compact());
    close().focus();
    key(close(), ' ');
    expect(host().style.display).toBe('none');
  });

  it('stays hidden when the cookie is set, whatever its value (the plugin tests isset)', async () => {
    Cookies.set('cr_hide_trustbadge', '1', { path: '/' });
    observer = await runWidgets(['trust-badge'], BADGE);
    expect(host().style.display).toBe('none');
  });

  it('hides a badge still on screen once the cookie appears (another tab, back-forward cache)', async () => {
    observer = await runWidgets(['trust-badge'], BADGE);
    Cookies.set('cr_hide_trustbadge', 'true', { path: '/' });
    window.dispatchEvent(new Event('pageshow'));
    expect(host().style.display).toBe('none');
  });
});
