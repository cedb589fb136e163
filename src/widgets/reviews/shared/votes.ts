import { vote, type Votes } from './api/reviews.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { setBusy } from '../../../ui/busy.ts';
import { TEXTS } from './texts.ts';

/**
 * Makes a plugin `span` act as a button for keyboards and screen readers (the plugin prints spans
 * and binds clicks). `label` names it when its content is only a glyph.
 */
export function asButton(
  element: HTMLElement,
  label: string | undefined,
  onActivate: () => void,
  context: WidgetContext,
): void {
  element.setAttribute('role', 'button');
  element.tabIndex = 0;
  if (label) element.setAttribute('aria-label', label);
  context.listen(element, 'click', onActivate);
  context.listen(element, 'keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onActivate();
  });
}

const VOTE = '.cr-voting-cont-uni .cr-voting-a[data-vote][data-upvote]';

function countOf(container: Element, which: 'up' | 'down'): string {
  return container.querySelector(`.cr-voting-${which}vote-count`)?.textContent?.replace(/[()]/g, '').trim() ?? '';
}

/** Gives vote spans a role, a tab stop, a name with the count and their pressed state. */
export function enhanceVotes(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLElement>(VOTE)) {
    const container = button.closest('.cr-voting-cont-uni');
    if (!container) continue;
    const up = button.dataset.upvote === '1';
    button.setAttribute('role', 'button');
    button.tabIndex = 0;
    button.setAttribute(
      'aria-label',
      `${up ? TEXTS.voteUp : TEXTS.voteDown} (${countOf(container, up ? 'up' : 'down')})`,
    );
    button.setAttribute('aria-pressed', String(button.classList.contains('cr-voting-active')));
  }
}

function showVotes(container: HTMLElement, votes: Votes): void {
  const upCount = container.querySelector('.cr-voting-upvote-count');
  const downCount = container.querySelector('.cr-voting-downvote-count');
  if (upCount) upCount.textContent = `(${votes.upvotes})`;
  if (downCount) downCount.textContent = `(${votes.downvotes})`;
  container.querySelector('.cr-voting-upvote.cr-voting-a')?.classList.toggle('cr-voting-active', votes.current > 0);
  container.querySelector('.cr-voting-downvote.cr-voting-a')?.classList.toggle('cr-voting-active', votes.current < 0);
  enhanceVotes(container);
}

/**
 * Votes on reviews and questions (spec §4.5): updating → active up/down by `votes.current`. One
 * delegated listener per host, so answers inserted later vote too. An answer without `votes`
 * changes nothing (the plugin read `votes.current` unguarded and threw).
 */
export function listenForVotes(host: HTMLElement, kind: 'review' | 'question', context: WidgetContext): void {
  const cast = async (button: HTMLElement) => {
    const container = button.closest<HTMLElement>('.cr-voting-cont-uni');
    if (!container || container.classList.contains('cr-voting-update')) return;
    container.classList.add('cr-voting-update');
    setBusy(container, true);
    try {
      const result = await vote(kind, button.dataset.vote ?? '', button.dataset.upvote === '1');
      if (!result.ok) announce(TEXTS.voteFailed, 'assertive');
      else if (result.value.code === 0 && result.value.votes) showVotes(container, result.value.votes);
    } finally {
      container.classList.remove('cr-voting-update');
      setBusy(container, false);
    }
  };
  const target = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(VOTE) : null);
  context.listen(host, 'click', (event) => {
    const button = target(event);
    if (button) return cast(button);
  });
  context.listen(host, 'keydown', (event) => {
    const button = target(event);
    if (!button || !(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    return cast(button);
  });
  enhanceVotes(host);
}
