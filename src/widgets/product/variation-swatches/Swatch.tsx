import { createElement, type KeyboardEvent, type Ref } from 'react';
import type { SwatchMarkup } from '../../../lib/flatsome-swatches.ts';

interface SwatchProps {
  readonly swatch: SwatchMarkup;
  readonly role: 'radio' | 'button';
  /** aria-checked for a radio, aria-pressed for a toggle button. */
  readonly on: boolean;
  readonly disabled: boolean;
  readonly tabIndex: number;
  readonly onClick: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** A mouse pointer entering the swatch (Flatsome's hover select on cards). */
  readonly onMouseEnter?: () => void;
  readonly elementRef?: Ref<HTMLElement>;
}

/**
 * One Flatsome swatch drawn again as the server printed it (tag, classes, data attributes, inner
 * markup from the page itself, not from a response), plus its state classes and ARIA state.
 */
export function Swatch({
  swatch,
  role,
  on,
  disabled,
  tabIndex,
  onClick,
  onKeyDown,
  onMouseEnter,
  elementRef,
}: SwatchProps) {
  const label = swatch.innerHtml.replace(/<[^>]*>/g, '').trim() ? undefined : swatch.name;
  return createElement(swatch.tag, {
    ref: elementRef,
    className: [swatch.className, on ? 'selected' : '', disabled ? 'disabled' : ''].filter(Boolean).join(' '),
    'data-value': swatch.value,
    'data-attribute_name': swatch.attributeName || undefined,
    'data-name': swatch.name,
    'data-image-src': swatch.imageSrc || undefined,
    'data-image-srcset': swatch.imageSrcset ?? undefined,
    title: swatch.title || undefined,
    role,
    'aria-checked': role === 'radio' ? on : undefined,
    'aria-pressed': role === 'button' ? on : undefined,
    'aria-disabled': disabled,
    'aria-label': label,
    tabIndex,
    onClick: (event: Event) => {
      event.preventDefault();
      if (!disabled) onClick();
    },
    onKeyDown,
    onMouseEnter,
    dangerouslySetInnerHTML: { __html: swatch.innerHtml },
  });
}
