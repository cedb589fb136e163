/**
 * The place-order button keeps its element when a refresh redraws the payment box around it. A
 * press under way when the new box lands (pointer down on the old button, up on the new one) would
 * be no click at all, and a keyboard user's focus on it would fall back to the page: the order
 * would not be placed and nothing would say why. The new button's attributes and label are taken over.
 * Call before the redraw; the returned function puts the kept button in the new one's place.
 */
export function keepPlaceOrderButton(form: HTMLFormElement): () => void {
  const kept = form.querySelector<HTMLButtonElement>('#place_order');
  const hadFocus = kept !== null && document.activeElement === kept;
  return () => {
    const fresh = form.querySelector<HTMLButtonElement>('#place_order');
    if (!kept || !fresh || fresh === kept) return;
    for (const { name } of [...kept.attributes]) {
      if (!fresh.hasAttribute(name)) kept.removeAttribute(name);
    }
    for (const { name, value } of [...fresh.attributes]) kept.setAttribute(name, value);
    kept.replaceChildren(...fresh.childNodes);
    fresh.replaceWith(kept);
    if (hadFocus) kept.focus({ preventScroll: true });
  };
}
