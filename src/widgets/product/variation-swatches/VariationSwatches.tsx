import type { SwatchMarkup } from '../../../lib/flatsome-swatches.ts';
import { variationOffers } from '../shared/state/variation-choice.ts';
import { Swatch } from './Swatch.tsx';
import { useRovingKeys } from '../../../ui/use-roving-keys.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import { tabStop } from './model.ts';

interface Props {
  readonly productId: number;
  readonly attribute: string;
  readonly swatches: readonly SwatchMarkup[];
  /** Writes the value into the form's select (the posted value) and tells the form. */
  readonly choose: (value: string, deselect: boolean) => void;
}

/**
 * A variation attribute's swatches as an APG radio group over the form's select: checked and
 * disabled follow the offer the variations widget publishes; arrows skip unavailable values.
 */
export function VariationSwatches({ productId, attribute, swatches, choose }: Props) {
  useSignals();
  const offer = variationOffers.value.get(productId);
  const attributeOffer = offer?.attributes[attribute];
  const selected = attributeOffer?.selected ?? '';
  const isAvailable = (value: string) => attributeOffer?.available[value] ?? true;
  const values = swatches.map((swatch) => swatch.value);
  const pick = (index: number) => {
    const value = values[index];
    if (value !== undefined && isAvailable(value)) choose(value, offer?.deselect ?? true);
  };
  const keys = useRovingKeys({
    count: swatches.length,
    isDisabled: (index) => !isAvailable(values[index] ?? ''),
    // Arrows check without toggling off (a radio group never unchecks by moving).
    onMove: (index) => choose(values[index] ?? '', false),
    onActivate: pick,
    enter: true,
  });
  const stop = tabStop(values, selected, isAvailable);
  return (
    <>
      {swatches.map((swatch, index) => (
        <Swatch
          key={swatch.value}
          swatch={swatch}
          role="radio"
          on={swatch.value !== '' && swatch.value === selected}
          disabled={!isAvailable(swatch.value)}
          tabIndex={index === stop ? 0 : -1}
          onClick={() => pick(index)}
          onKeyDown={(event) => keys.onKeyDown(event, index)}
          elementRef={keys.setRef(index)}
        />
      ))}
    </>
  );
}
