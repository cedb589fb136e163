import { readGlobal } from '../../../../config/globals.ts';
import { readSection } from '../../../../config/section.ts';

/**
 * Customer Reviews' page globals (legacy-contracts §11): `cr_ajax_object` for the upload rules and
 * messages, `crCaptchaConfig` for the captcha. The spec's §8 texts are the Romanian defaults.
 */
export interface ReviewsConfig {
  readonly uploadHint: string;
  readonly errorFileType: string;
  readonly errorTooMany: string;
  readonly errorFileSize: string;
  readonly uploadLimit: number;
  /** Bytes. The newer form's ×100 comparison is a defect (spec §5.3): 25 MB is the limit. */
  readonly uploadMaxBytes: number;
  readonly lightbox: boolean;
  readonly captchaSiteKey: string;
}

export const REVIEWS_DEFAULTS: ReviewsConfig = {
  uploadHint: 'Încarcă până la 5 imagini sau videoclipuri',
  errorFileType: 'Eroare: tipurile de fișiere acceptate sunt PNG, JPG, JPEG, GIF, MP4, MPEG, OGG, WEBM, MOV, AVI',
  errorTooMany:
    'Eroare: ai încercat să încarci prea multe fișiere. Numărul maxim de fișiere care pot fi încărcate este 5.',
  errorFileSize: 'Fișierul nu poate fi încărcat deoarece dimensiunea lui depășește limita de 25 MB',
  uploadLimit: 5,
  uploadMaxBytes: 26_214_400,
  lightbox: true,
  captchaSiteKey: '',
};

export function readReviewsConfig(): ReviewsConfig {
  const section = readSection('cr_ajax_object', { required: false });
  const captcha = readSection('crCaptchaConfig', { required: false });
  const limit = section.number('cr_images_upload_limit', REVIEWS_DEFAULTS.uploadLimit);
  const max = section.number('cr_images_upload_max_size', REVIEWS_DEFAULTS.uploadMaxBytes);
  return {
    uploadHint: section.string('cr_upload_initial', '') || REVIEWS_DEFAULTS.uploadHint,
    errorFileType: section.string('cr_upload_error_file_type', '') || REVIEWS_DEFAULTS.errorFileType,
    errorTooMany: section.string('cr_upload_error_too_many', '') || REVIEWS_DEFAULTS.errorTooMany,
    errorFileSize: section.string('cr_upload_error_file_size', '') || REVIEWS_DEFAULTS.errorFileSize,
    uploadLimit: limit > 0 ? Math.floor(limit) : REVIEWS_DEFAULTS.uploadLimit,
    uploadMaxBytes: max > 0 ? max : REVIEWS_DEFAULTS.uploadMaxBytes,
    lightbox: !section.flag('disable_lightbox', false),
    captchaSiteKey: captcha.string('siteKey', ''),
  };
}

/** The plugin's captcha bridge (`window.crCaptcha`, cr-captcha.js 5.117), when the page loaded one. */
export interface CaptchaBridge {
  isEnabled(): boolean;
  /** cr-captcha.js: an invisible captcha (reCAPTCHA v3) is run by `execute`, never solved by hand. */
  isInvisible(): boolean;
  /** A visible captcha's answer inside `container`, '' while unsolved. */
  getResponse(container: Element): string;
  errorText(): string;
  /** The token for the captcha in `container`: an invisible one's fresh token, a visible one's answer; '' on failure. */
  execute(container: Element): Promise<string>;
  /** Draws the visible captchas inside `container` that are not drawn yet (a form shown late). */
  render(container: Element): void;
  reset(container: Element): void;
}

/** CusRev 5.117's text when the captcha is unsolved (spec §8). */
const CAPTCHA_ERROR_TEXT = 'Please confirm that you are not a robot';

/** A captcha service that never answers (its script blocked or gone) must not hold a form forever. */
const EXECUTE_LIMIT_MS = 20_000;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'then') === 'function';
}

export function readCaptchaBridge(): CaptchaBridge | null {
  const bridge = readGlobal('crCaptcha');
  if (typeof bridge !== 'object' || bridge === null) return null;
  const isEnabled: unknown = Reflect.get(bridge, 'isEnabled');
  const execute: unknown = Reflect.get(bridge, 'execute');
  if (typeof isEnabled !== 'function' || typeof execute !== 'function') return null;
  // cr-captcha.js takes a jQuery collection; a one-element array reads the same ([0], length).
  const call = (name: string, args: unknown[]): unknown => {
    const method: unknown = Reflect.get(bridge, name);
    return typeof method === 'function' ? Reflect.apply(method, bridge, args) : undefined;
  };
  return {
    isEnabled: () => Boolean(Reflect.apply(isEnabled, bridge, [])),
    isInvisible: () => Boolean(call('isInvisible', [])),
    getResponse: (container) => {
      const answer = call('getResponse', [[container]]);
      return typeof answer === 'string' ? answer : '';
    },
    errorText: () => {
      const text = call('errorText', []);
      return typeof text === 'string' && text.trim() !== '' ? text : CAPTCHA_ERROR_TEXT;
    },
    // 5.117 answers through a callback, execute(container, callback); a bridge returning a promise works too.
    execute: (container) =>
      new Promise<string>((resolve) => {
        const settle = (token: unknown) => resolve(typeof token === 'string' ? token : '');
        const limit = setTimeout(() => settle(''), EXECUTE_LIMIT_MS);
        const done = (token: unknown) => {
          clearTimeout(limit);
          settle(token);
        };
        try {
          const returned: unknown = Reflect.apply(execute, bridge, [[container], done]);
          if (isThenable(returned)) returned.then(done, () => done(''));
        } catch {
          done('');
        }
      }),
    render: (container) => void call('render', [[container]]),
    reset: (container) => void call('reset', [[container]]),
  };
}
