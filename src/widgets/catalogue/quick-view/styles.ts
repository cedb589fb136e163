import { injectStylesOnce } from '../../../ui/styles.ts';

/**
 * The theme shows the card's tools (`.show-on-hover`, with the quick view link) only while the card
 * is hovered (opacity 0 otherwise, and `hover-slide-in` slid away): a keyboard shopper would tab onto
 * an invisible link, before the dialog and again when it hands focus back. Focus in the card shows
 * them as hovering does (WCAG 2.4.7). `:focus-within` rather than `:focus-visible`, so the link
 * also shows when the dialog returns focus to it by script.
 */
const CSS = `
.has-hover:focus-within .show-on-hover,.show-on-hover:focus-within{opacity:1;visibility:visible}
.has-hover:focus-within .hover-slide-in,.hover-slide-in:focus-within{transform:none}
`;

export function ensureQuickViewStyles(): void {
  injectStylesOnce('quick-view', CSS);
}
