import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD_ERROR_RO,
  PASSWORD_HINT_RO,
  readPasswordStrengthParams,
  readPasswordToggleTexts,
  STRENGTH_LABELS_RO,
} from '../../../../../src/widgets/account/shared/config/passwords.ts';
import { resetConfigWarnings } from '../../../../../src/config/warn.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetConfigWarnings();
});
afterEach(() => {
  for (const name of ['wc_password_strength_meter_params', 'pwsL10n', 'woocommerce_params']) delete globals[name];
});

describe('password globals (legacy-contracts §5, §6)', () => {
  it('reads what wp_localize_script prints, server strings first', () => {
    globals.wc_password_strength_meter_params = {
      min_password_strength: '4',
      stop_checkout: '1',
      i18n_password_error: 'Mai tare!',
      i18n_password_hint: 'Sugestie.',
    };
    globals.pwsL10n = {
      unknown: 'Necunoscută',
      short: 'Scurtă',
      bad: 'Rea',
      good: 'Bună',
      strong: 'Tare',
      mismatch: 'Diferă',
    };
    expect(readPasswordStrengthParams()).toEqual({
      minStrength: 4,
      stopCheckout: true,
      labels: { unknown: 'Necunoscută', short: 'Scurtă', bad: 'Rea', good: 'Bună', strong: 'Tare', mismatch: 'Diferă' },
      errorText: 'Mai tare!',
      hintText: 'Sugestie.',
    });
  });

  it('falls back to spec §5.10 in Romanian when the page prints nothing', () => {
    expect(readPasswordStrengthParams()).toEqual({
      minStrength: 3,
      stopCheckout: false,
      labels: STRENGTH_LABELS_RO,
      errorText: PASSWORD_ERROR_RO,
      hintText: PASSWORD_HINT_RO,
    });
    expect(readPasswordToggleTexts()).toEqual({ show: 'Arată parola', hide: 'Ascunde parola' });
  });

  it('keeps the minimum on the 0–4 scale and reads stop_checkout "" as off', () => {
    globals.wc_password_strength_meter_params = { min_password_strength: '9', stop_checkout: '' };
    expect(readPasswordStrengthParams()).toMatchObject({ minStrength: 4, stopCheckout: false });
  });

  it('reads the show/hide labels of woocommerce_params', () => {
    globals.woocommerce_params = { i18n_password_show: 'Arată', i18n_password_hide: 'Ascunde' };
    expect(readPasswordToggleTexts()).toEqual({ show: 'Arată', hide: 'Ascunde' });
  });
});
