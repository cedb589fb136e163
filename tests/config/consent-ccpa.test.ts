import { afterEach, describe, expect, it } from 'vitest';
import { readConsentConfig } from '../../src/config/consent.ts';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of ['Cli_Data', 'ccpa_data']) delete globals[name];
});

/** cookie-law-info 3.5.3 legacy/public/class-cookie-law-info-public.php L176–L180 and ccpa.php wt_cli_enqueue_script. */
describe('the CCPA opt-out settings (Cli_Data.ccpaEnabled, ccpaType, ccpaBarEnabled, ccpa_data)', () => {
  it('off on a GDPR site, as the plugin localizes it (empty strings)', () => {
    globals.Cli_Data = { ccpaEnabled: '', ccpaType: 'gdpr', ccpaBarEnabled: '' };
    expect(readConsentConfig().ccpa).toEqual({
      enabled: false,
      type: 'gdpr',
      barOff: false,
      prompt: '',
      confirm: '',
      cancel: '',
    });
  });

  it('CCPA alone turns the bar off only without ccpaBarEnabled; the prompt texts are the printed ones', () => {
    globals.Cli_Data = { ccpaEnabled: '1', ccpaType: 'ccpa', ccpaBarEnabled: '' };
    globals.ccpa_data = { opt_out_prompt: 'Sigur?', opt_out_confirm: 'Da', opt_out_cancel: 'Nu' };
    expect(readConsentConfig().ccpa).toEqual({
      enabled: true,
      type: 'ccpa',
      barOff: true,
      prompt: 'Sigur?',
      confirm: 'Da',
      cancel: 'Nu',
    });
    globals.Cli_Data = { ccpaEnabled: '1', ccpaType: 'ccpa', ccpaBarEnabled: '1' };
    expect(readConsentConfig().ccpa.barOff).toBe(false);
    globals.Cli_Data = { ccpaEnabled: '1', ccpaType: 'ccpa_gdpr', ccpaBarEnabled: '' };
    expect(readConsentConfig().ccpa).toMatchObject({ type: 'ccpa_gdpr', barOff: false });
  });
});
