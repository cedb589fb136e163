import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

const FORM = `<ol><li><div id="comment-5">Recenzie<a class="comment-reply-link" href="#" data-commentid="5" data-belowelement="comment-5">Răspunde</a></div></li></ol>
<div class="wrap"><div id="respond"><a id="cancel-comment-reply-link" href="#" style="display:none">Anulează</a><form id="commentform">
<label for="rating" id="comment-form-rating-label">Evaluarea ta</label><select id="rating" name="rating" required><option value="">…</option><option value="1">1</option><option value="2">2</option><option value="3">3</option><option value="4">4</option><option value="5">5</option></select>
<textarea id="comment" name="comment"></textarea><input type="submit" id="submit"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></form></div></div>`;

let observer: MutationObserver | undefined;
afterEach(async () => {
  await stopWidgets(observer);
  delete (window as unknown as Record<string, unknown>).wc_single_product_params;
});

describe('review-form through the runtime', () => {
  it('replaces the select with a labelled radio group that sets it', async () => {
    observer = await runWidgets(['review-form'], FORM);
    const radios = [...document.querySelectorAll<HTMLElement>('p.stars [role="radio"]')];
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Una din 5 stele',
      '2 din 5 stele',
      '3 din 5 stele',
      '4 din 5 stele',
      '5 din 5 stele',
    ]);
    radios[3]!.click();
    expect(document.querySelector<HTMLSelectElement>('#rating')!.value).toBe('4');
    radios[3]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.querySelector<HTMLSelectElement>('#rating')!.value).toBe('5');
  });

  it('alerts the server text when the rating is missing, and blocks the submit', async () => {
    (window as unknown as Record<string, unknown>).wc_single_product_params = {
      i18n_required_rating_text: 'Alege o notă',
      review_rating_required: 'yes',
    };
    observer = await runWidgets(['review-form'], FORM);
    const alert = vi.fn();
    window.alert = alert;
    const submit = new Event('submit', { cancelable: true, bubbles: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(alert).toHaveBeenCalledWith('Alege o notă');
    expect(submit.defaultPrevented).toBe(true);
  });

  it('moves the form under the answered comment and back', async () => {
    observer = await runWidgets(['review-form'], FORM);
    document.querySelector<HTMLElement>('.comment-reply-link')!.click();
    expect(document.getElementById('comment-5')?.nextElementSibling?.id).toBe('respond');
    expect(document.querySelector<HTMLInputElement>('#comment_parent')!.value).toBe('5');
    document.querySelector<HTMLElement>('#cancel-comment-reply-link')!.click();
    expect(document.querySelector('.wrap > #respond')).not.toBeNull();
    expect(document.querySelector<HTMLInputElement>('#comment_parent')!.value).toBe('0');
  });
});
