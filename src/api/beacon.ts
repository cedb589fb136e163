import { beaconGated } from './gate.ts';

/** The Web Vitals report to the plugin's route (config/vitals.ts gives its URL). */
export function sendVitals(url: string, body: string): boolean {
  return beaconGated(url, body, 'Web Vitals');
}
