import type { SectionReader } from './section.ts';
import { readSection } from './section.ts';

/** `consent_type`: which law the bar is written for (cookie-law-info legacy ccpa.php). */
type CcpaType = 'gdpr' | 'ccpa' | 'ccpa_gdpr';

/**
 * CookieLawInfo's CCPA opt-out ("do not sell my personal information"), as the plugin prints it:
 * `Cli_Data.ccpaEnabled`, `ccpaType`, `ccpaBarEnabled`, and `ccpa_data` (the prompt's texts, only
 * printed with CCPA on).
 */
export interface CcpaConfig {
  /** `Cli_Data.ccpaEnabled`: the opt-out applies and its `[wt_cli_ccpa_optout]` control works. */
  readonly enabled: boolean;
  readonly type: CcpaType;
  /**
   * CCPA alone without "show CCPA notice" (`ccpaBarEnabled` off): the bar and the tab are never
   * shown and the scripts are not held for a choice, as under an opt-out law nothing waits for one.
   */
  readonly barOff: boolean;
  /** `ccpa_data`: the prompt's question, confirm and cancel texts; empty when the server printed none. */
  readonly prompt: string;
  readonly confirm: string;
  readonly cancel: string;
}

export function readCcpaConfig(data: SectionReader): CcpaConfig {
  const enabled = data.flag('ccpaEnabled', false);
  const asked = data.string('ccpaType', 'gdpr');
  const type: CcpaType = asked === 'ccpa' || asked === 'ccpa_gdpr' ? asked : 'gdpr';
  const texts = readSection('ccpa_data', { required: false });
  return {
    enabled,
    type,
    barOff: enabled && type === 'ccpa' && !data.flag('ccpaBarEnabled', false),
    prompt: texts.string('opt_out_prompt', ''),
    confirm: texts.string('opt_out_confirm', ''),
    cancel: texts.string('opt_out_cancel', ''),
  };
}
