import type { ReadonlySignal } from '@preact/signals-core';
import { LiveRegion } from '../../../ui/LiveRegion.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import type { MeterView } from './model.ts';

interface Props {
  readonly view: ReadonlySignal<MeterView | null>;
  readonly hint: string;
  readonly meterId: string;
}

/**
 * WooCommerce's meter, `div.woocommerce-password-strength.<short|bad|good|strong|mismatch>`, and
 * under weak passwords `small.woocommerce-password-hint`, with the classes the theme colours. The
 * live region is there, empty and unstyled, from the first render (a region that appears with
 * its text is not read); polite, because it changes on every keystroke.
 */
export function StrengthMeter({ view, hint, meterId }: Props) {
  useSignals();
  const current = view.value;
  return (
    <>
      <LiveRegion politeness="polite" id={meterId} className={current ? `woocommerce-password-strength ${current.className}` : undefined}>
        {current?.text}
      </LiveRegion>
      {current?.showHint ? <small className="woocommerce-password-hint">{hint}</small> : null}
    </>
  );
}
