import { readSection } from '../../../../config/section.ts';

/**
 * The password pages' globals (legacy-contracts §5, §6): `wc_password_strength_meter_params`,
 * WordPress's `pwsL10n` and the show/hide labels of `woocommerce_params`. The server's strings
 * win; the Romanian defaults (spec §5.10, §2.8) fill whatever a page does not print.
 */
export interface StrengthLabels {
  readonly unknown: string;
  readonly short: string;
  readonly bad: string;
  readonly good: string;
  readonly strong: string;
  readonly mismatch: string;
}

export interface PasswordStrengthParams {
  /** Scores below this block submit (WooCommerce's `woocommerce_min_password_strength`, 3). */
  readonly minStrength: number;
  /** On checkout the rule applies only with this setting on (off in this store). */
  readonly stopCheckout: boolean;
  readonly labels: StrengthLabels;
  readonly errorText: string;
  readonly hintText: string;
}

export const STRENGTH_LABELS_RO: StrengthLabels = {
  unknown: 'Putere parolă necunoscută',
  short: 'Foarte slabă',
  bad: 'Slabă',
  good: 'Medie',
  strong: 'Puternică',
  mismatch: 'Nu se potrivesc',
};

export const PASSWORD_ERROR_RO = 'Te rog introdu o parolă mai puternică.';
export const PASSWORD_HINT_RO =
  'Sugestie: parola ar trebui să aibă cel puțin douăsprezece caractere. Ca să o faci mai puternică, folosește litere mari și mici, cifre și simboluri ca ! " ? $ % ^ & ).';

export function readPasswordStrengthParams(): PasswordStrengthParams {
  const wc = readSection('wc_password_strength_meter_params', { required: false });
  const l10n = readSection('pwsL10n', { required: false });
  const label = (key: keyof StrengthLabels) => l10n.string(key, '') || STRENGTH_LABELS_RO[key];
  const minStrength = wc.number('min_password_strength', 3);
  return {
    minStrength: Math.min(4, Math.max(0, Math.round(minStrength))),
    stopCheckout: wc.flag('stop_checkout', false),
    labels: {
      unknown: label('unknown'),
      short: label('short'),
      bad: label('bad'),
      good: label('good'),
      strong: label('strong'),
      mismatch: label('mismatch'),
    },
    errorText: wc.string('i18n_password_error', '') || PASSWORD_ERROR_RO,
    hintText: wc.string('i18n_password_hint', '') || PASSWORD_HINT_RO,
  };
}

export interface PasswordToggleTexts {
  readonly show: string;
  readonly hide: string;
}

const PASSWORD_TOGGLE_RO: PasswordToggleTexts = { show: 'Arată parola', hide: 'Ascunde parola' };

/** `woocommerce_params.i18n_password_show` / `i18n_password_hide`. */
export function readPasswordToggleTexts(): PasswordToggleTexts {
  const section = readSection('woocommerce_params', { required: false });
  return {
    show: section.string('i18n_password_show', '') || PASSWORD_TOGGLE_RO.show,
    hide: section.string('i18n_password_hide', '') || PASSWORD_TOGGLE_RO.hide,
  };
}
