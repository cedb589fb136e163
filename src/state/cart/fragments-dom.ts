import type { Fragments } from '../../api/cart.ts';
import { replaceKeepingFocus } from '../../ui/replace-keeping-focus.ts';

/**
 * Replaces every element each fragment selector matches with the fragment's HTML (the original's
 * `$(selector).replaceWith(html)`). The keys are arbitrary selectors from the server: one that is
 * not valid CSS is skipped, not thrown. The HTML is parsed in a template, so inline scripts in a
 * fragment do not run (jQuery's replaceWith would have run them). The runtime's observer mounts
 * widgets found in the new nodes; inside a React root they are marked so it still scans them. Focus
 * inside a replaced fragment (a shopper tabbing through the mini-cart) stays on the same control.
 */
export function replaceFragments(fragments: Fragments, root: ParentNode = document): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = [...root.querySelectorAll(selector)];
    } catch {
      continue;
    }
    for (const target of targets) {
      const template = document.createElement('template');
      template.innerHTML = html;
      if (target.parentElement?.closest('[data-vitrina-root]')) {
        for (const element of template.content.children) element.setAttribute('data-vitrina-html', '');
      }
      replaceKeepingFocus(target, template.content);
      replaced += 1;
    }
  }
  return replaced;
}
