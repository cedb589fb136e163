import { ensureUiStyles } from '../../../ui/styles.ts';
import { hideVisually } from '../../../ui/visually-hidden/visually-hidden.ts';

/**
 * The loading indicator for DOM-drawn widgets, the same markup as `<Spinner>`: the wheel is
 * decoration, the label is read by screen readers.
 */
export function createSpinner(label = 'Se încarcă…', doc: Document = document): HTMLSpanElement {
  ensureUiStyles();
  const wrap = doc.createElement('span');
  wrap.className = 'vitrina-spinner-wrap';
  const wheel = doc.createElement('span');
  wheel.className = 'vitrina-spinner loading-spin';
  wheel.setAttribute('aria-hidden', 'true');
  const text = doc.createElement('span');
  text.className = 'screen-reader-text';
  hideVisually(text);
  text.textContent = label;
  wrap.append(wheel, text);
  return wrap;
}
