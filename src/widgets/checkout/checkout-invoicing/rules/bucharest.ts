/**
 * Spec §5.6: in București (billing_state B, country RO) the city must name a sector. The city is
 * lowercased and stripped of everything but letters and digits before the comparison.
 */
const SECTOR_CITY = /^(?:sector|sect|sec|s)?[1-6]$/;

const BUCHAREST_STATE = 'B';

export function normaliseCity(city: string): string {
  return city.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function isBucharestSector(city: string): boolean {
  return SECTOR_CITY.test(normaliseCity(city));
}

/** Whether the check applies to this address at all. */
export function bucharestCheckApplies(country: string, state: string): boolean {
  return country === 'RO' && state === BUCHAREST_STATE;
}

/** Spec §5.6. */
export const BUCHAREST_PLACEHOLDER = 'Sector 1, Sector 2 etc.';
export const BUCHAREST_CLEARED =
  'Pentru București, scrie sectorul (Sector 1 … Sector 6). Localitatea introdusă a fost ștearsă.';
