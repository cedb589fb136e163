import { pressWhenIdle, setButtonBusy } from './busy-button.ts';
import { createLiveRegion } from '../../../ui/live-region/live-region.ts';
import { createSpinner } from './spinner.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { TEXTS } from './texts.ts';

export interface ShowMoreState {
  /** The server still offers more cards (its answer carried a show-more button). */
  readonly more: boolean;
  readonly busy: boolean;
  /** What failed, as text; '' while all is well. */
  readonly error: string;
  /** The button's text: the server's own, with the count of reviews still to come. */
  readonly label: string;
}

/**
 * The grid's `.cr-show-more` area drawn with DOM code: the button (busy while a load runs, usable
 * again after a failure), the spinner, and the failure line under the button in the plugin's
 * colour (spec §8 "Grid load failure"), in the page from the start so screen readers hear it when
 * text arrives. Returns the drawing function for each new state.
 */
export function drawShowMore(
  area: HTMLElement,
  onMore: () => void,
  context: WidgetContext,
): (state: ShowMoreState) => void {
  const doc = area.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'cr-show-more-button';
  pressWhenIdle(button, context.listen, onMore);
  const spinner = doc.createElement('span');
  spinner.className = 'cr-show-more-spinner vitrina-grid-spinner';
  spinner.style.cssText = 'display:inline-block;margin-left:10px;vertical-align:middle';
  spinner.append(createSpinner(TEXTS.loading, doc));
  const failure = createLiveRegion('p', 'assertive', doc);
  failure.className = 'cr-show-more-error';
  failure.style.cssText = 'color:#cd2653;text-align:center;display:block';
  area.replaceChildren(failure);

  return ({ more, busy, error, label }) => {
    if (button.textContent !== label) button.textContent = label;
    setButtonBusy(button, busy);
    // Nodes already in place stay put: moving the button would drop the focus of the shopper who pressed it.
    if (!more) button.remove();
    else if (!button.isConnected) area.prepend(button);
    if (busy) failure.before(spinner);
    else spinner.remove();
    if (failure.textContent !== error) failure.textContent = error;
  };
}
