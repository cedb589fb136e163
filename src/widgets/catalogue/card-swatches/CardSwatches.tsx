import { useEffect, useRef, useState } from 'react';
import type { SwatchMarkup } from '../../../lib/flatsome-swatches.ts';
import type { Listen } from '../../../runtime/types.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { Swatch } from '../../../ui/Swatch.tsx';
import { clickOutcome, hoverOutcome, productLinkWith, type SwatchState } from './model.ts';

export interface CardParts {
  readonly card: HTMLElement;
  readonly image: HTMLImageElement | null;
  readonly links: readonly HTMLAnchorElement[];
  readonly original: { readonly src: string; readonly srcset: string | null };
}

interface Props {
  readonly attribute: string;
  readonly swatches: readonly SwatchMarkup[];
  readonly parts: CardParts;
  readonly selectedBehaviour: 'unselect' | 'product';
  readonly resetOnLeave: boolean;
  readonly resetMs: number;
  readonly selectEvent: 'hover' | 'click';
  readonly openProduct: (href: string) => void;
  /** The widget context's guarded listen. */
  readonly listen: Listen;
}

/**
 * Card swatches as toggle buttons (aria-pressed): a choice swaps the card image and writes
 * `?{attribute}={value}` into the card's product links; optionally reset when the pointer leaves.
 */
export function CardSwatches({ attribute, swatches, parts, selectedBehaviour, resetOnLeave, resetMs, selectEvent, openProduct, listen }: Props) {
  const [selected, setSelected] = useState<string | null>(() => swatches.find((swatch) => swatch.selected)?.value ?? null);

  useEffect(() => showChoice(parts, attribute, swatches.find((swatch) => swatch.value === selected) ?? null), [parts, attribute, swatches, selected]);

  useEffect(() => {
    if (!resetOnLeave) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const leave = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSelected(null), resetMs);
    };
    const enter = () => clearTimeout(timer);
    const effect = new AbortController();
    listen(parts.card, 'mouseleave', leave, { signal: effect.signal });
    listen(parts.card, 'mouseenter', enter, { signal: effect.signal });
    return () => {
      clearTimeout(timer);
      effect.abort();
    };
  }, [parts, resetOnLeave, resetMs, listen]);

  const stateOf = (swatch: SwatchMarkup): SwatchState => (swatch.disabled ? 'disabled' : swatch.value === selected ? 'selected' : 'unselected');
  // The swatch the pointer's hover just chose: the click that follows keeps it rather than undoing it.
  const hoverPicked = useRef<string | null>(null);
  const hover = (swatch: SwatchMarkup) => {
    const outcome = hoverOutcome(stateOf(swatch), swatch.value, selectEvent, matchMedia('(hover: hover)').matches);
    if (outcome.kind !== 'select') return;
    hoverPicked.current = outcome.value;
    setSelected(outcome.value);
  };
  const activate = (swatch: SwatchMarkup) => {
    const state = stateOf(swatch);
    const pickedByHover = hoverPicked.current === swatch.value;
    hoverPicked.current = null;
    if (pickedByHover && state === 'selected') return;
    const outcome = clickOutcome(state, swatch.value, selectedBehaviour);
    if (outcome.kind === 'select') setSelected(outcome.value);
    else if (outcome.kind === 'deselect') setSelected(null);
    else if (outcome.kind === 'open-product' && parts.links[0]) openProduct(parts.links[0].href);
  };

  return (
    <>
      {swatches.map((swatch) => (
        <Swatch
          key={swatch.value}
          swatch={swatch}
          role="button"
          on={swatch.value === selected}
          disabled={swatch.disabled}
          tabIndex={0}
          onClick={() => activate(swatch)}
          onMouseEnter={() => hover(swatch)}
          onKeyDown={(event) => pressesButton(event, event.currentTarget) && activate(swatch)}
        />
      ))}
    </>
  );
}

/** The card outside the strip follows the choice: its image and its product links. */
function showChoice({ image, links, original }: CardParts, attribute: string, picked: SwatchMarkup | null): void {
  if (image) {
    image.setAttribute('src', picked?.imageSrc || original.src);
    const srcset = picked ? picked.imageSrcset : original.srcset;
    if (srcset) image.setAttribute('srcset', srcset);
    else image.removeAttribute('srcset');
  }
  for (const link of links) link.setAttribute('href', productLinkWith(link.getAttribute('href') ?? '', attribute, picked?.value ?? null, location.origin));
}
