import { TEXTS } from './texts.ts';

/** A contact form printed inside another form cannot post: CF7 replaces it with an error (spec §2.9). */
export function replaceMisplaced(container: HTMLElement): boolean {
  if (!container.parentElement?.closest('form')) return false;
  const paragraph = document.createElement('p');
  paragraph.className = 'wpcf7-form-in-wrong-place';
  const strong = document.createElement('strong');
  strong.textContent = TEXTS.misplacedPrefix;
  paragraph.append(strong, ` ${TEXTS.misplaced}`);
  container.replaceWith(paragraph);
  return true;
}
