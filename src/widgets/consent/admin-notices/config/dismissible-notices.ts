import { readSection } from '../../../../config/section.ts';

export interface DismissibleNoticesConfig {
  readonly nonce: string;
}

/**
 * `dismissibleWpNotices {ajaxUrl, nonce}`: printed wherever the library's script is enqueued. Apart
 * from the consent config, which every page loads, so that it rides in the notices' own chunk.
 */
export function readDismissibleNotices(): DismissibleNoticesConfig | null {
  const section = readSection('dismissibleWpNotices', { required: false });
  if (!section.present) return null;
  const nonce = section.string('nonce', '');
  return nonce === '' ? null : { nonce };
}
