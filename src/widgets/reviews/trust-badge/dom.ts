import { formatRating, ratingFromStarWidths, type BadgeColors, type BadgeState } from './model.ts';
import { TRUST_BADGE_TEXTS } from './texts.ts';

/** The parts of `#cr_floatingtrustbadge` the plugin's script drives. */
export interface BadgeParts {
  readonly host: HTMLElement;
  readonly compact: HTMLElement;
  readonly wide: HTMLElement;
  readonly close: HTMLElement;
  readonly bands: readonly [HTMLElement | null, HTMLElement | null, HTMLElement | null];
}

export function findParts(host: HTMLElement): BadgeParts | null {
  const compact = host.querySelector<HTMLElement>('.cr-badge.badge_size_compact');
  const wide = host.querySelector<HTMLElement>('.cr-badge.badge--wide-mobile');
  const close = host.querySelector<HTMLElement>('.cr-floatingbadge-close');
  if (!compact || !wide || !close) return null;
  const band = (name: string) => host.querySelector<HTMLElement>(`.cr-floatingbadge-background-${name}`);
  return { host, compact, wide, close, bands: [band('top'), band('middle'), band('bottom')] };
}

function hideFromAssistiveTech(elements: Iterable<Element>): void {
  for (const element of elements) {
    element.setAttribute('aria-hidden', 'true');
    if (element instanceof SVGElement) element.setAttribute('focusable', 'false');
  }
}

/**
 * The plugin prints plain divs: the compact badge becomes the disclosure button, the close icon a
 * button, and the compact stars an image named by the rating (their fill widths are the only place
 * the compact badge carries it). Decoration is hidden from assistive technology.
 */
export function prepareParts({ host, compact, wide, close }: BadgeParts): void {
  if (!host.hasAttribute('role')) host.setAttribute('role', 'region');
  if (!host.hasAttribute('aria-label')) host.setAttribute('aria-label', TRUST_BADGE_TEXTS.region);
  hideFromAssistiveTech(
    host.querySelectorAll('.cr-floatingbadge-background, .cr-floatingbadge-top > svg, .cr-floatingbadge-close svg'),
  );
  if (!wide.id) wide.id = `${host.id || 'cr_floatingtrustbadge'}-wide`;
  for (const control of [compact, close]) {
    control.setAttribute('role', 'button');
    control.tabIndex = 0;
  }
  compact.setAttribute('aria-controls', wide.id);
  const compactStars = compact.querySelector<HTMLElement>('.badge__stars');
  const widths = compactStars
    ? [...compactStars.querySelectorAll<HTMLElement>('.badge__star-fill-container')].map((fill) => fill.style.width)
    : [];
  const rating = ratingFromStarWidths(widths);
  if (compactStars && rating !== null) {
    compactStars.setAttribute('role', 'img');
    compactStars.setAttribute('aria-label', TRUST_BADGE_TEXTS.stars(formatRating(rating)));
  } else if (compactStars) {
    hideFromAssistiveTech([compactStars]);
  }
  // The expanded badge states each rating in words next to its stars.
  hideFromAssistiveTech(wide.querySelectorAll('.badge__stars'));
}

/** What the plugin's click handlers did: swap the two badges, show the close icon, recolour. */
export function renderState(parts: BadgeParts, state: BadgeState, colors: BadgeColors | null): void {
  const { host, compact, wide, close, bands } = parts;
  const expanded = state.view === 'expanded';
  host.classList.toggle('cr-floatingbadge-big', expanded);
  compact.style.display = expanded ? 'none' : 'block';
  wide.style.display = expanded ? 'block' : 'none';
  close.style.display = state.closeShown ? 'block' : 'none';
  compact.setAttribute('aria-expanded', String(expanded));
  // While expanded the close control is what collapses the badge, so it carries the state too.
  if (expanded) close.setAttribute('aria-expanded', 'true');
  else close.removeAttribute('aria-expanded');
  close.setAttribute('aria-label', expanded ? TRUST_BADGE_TEXTS.collapse : TRUST_BADGE_TEXTS.dismiss);
  const palette = colors ? (expanded ? colors.big : colors.small) : null;
  if (!palette) return;
  host.style.borderColor = palette.border;
  const [top, middle, bottom] = bands;
  if (top) top.style.backgroundColor = palette.top;
  if (middle) middle.style.backgroundColor = palette.middle;
  if (bottom) {
    bottom.style.backgroundColor = palette.bottom;
    bottom.style.borderColor = palette.border;
  }
}

export function hideBadge(host: HTMLElement): void {
  host.style.display = 'none';
}
