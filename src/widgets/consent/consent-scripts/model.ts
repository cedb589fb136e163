import { allowsCategory, allowsPurpose, type ConsentState } from '../../../state/consent.ts';

/**
 * What a parked script waits for: CookieLawInfo's blocker markup names a plugin category
 * (`data-cli-script-type`); a service that asks by purpose, such as the analytics add-on, names
 * a spec category (`data-category="statistics"`).
 */
export type Gate =
  { readonly kind: 'category'; readonly name: string } | { readonly kind: 'purpose'; readonly name: string };

export function readGate(script: Element): Gate | null {
  if (script.getAttribute('data-cli-class') === 'cli-blocker-script') {
    const category = script.getAttribute('data-cli-script-type')?.trim() ?? '';
    return category === '' ? null : { kind: 'category', name: category };
  }
  const purpose = script.getAttribute('data-category')?.trim() ?? '';
  return purpose === '' ? null : { kind: 'purpose', name: purpose };
}

/** Every script this widget may run, parked as the plugin prints it or asking by purpose. */
export const PARKED_SCRIPTS = 'script[data-cli-class="cli-blocker-script"], script[type="text/plain"][data-category]';

/** The parked scripts the consent lets run that have not run yet: while any is left, the run is not over. */
export function stillToRun(
  parked: readonly Element[],
  state: ConsentState,
  hasRun: (script: Element) => boolean,
): Element[] {
  return parked.filter((script) => {
    const gate = readGate(script);
    return gate !== null && gateOpen(gate, state) && !hasRun(script);
  });
}

export function gateOpen(gate: Gate, state: ConsentState): boolean {
  return gate.kind === 'category' ? allowsCategory(state, gate.name) : allowsPurpose(state, gate.name);
}

/** Attributes that only park the script; everything else (async, id, crossorigin, data-*) is kept. */
const PARKING = new Set([
  'type',
  'id',
  'data-cli-class',
  'data-cli-script-type',
  'data-cli-block',
  'data-cli-element-position',
  'data-category',
  'data-src',
  'data-vitrina-state',
  'data-vitrina',
]);

export function isParkingAttribute(name: string): boolean {
  return PARKING.has(name);
}

/** The runnable source: `src`, else `data-src` (some blockers park the address there). */
export function parkedSource(script: Element): string | null {
  return script.getAttribute('src') ?? script.getAttribute('data-src');
}
