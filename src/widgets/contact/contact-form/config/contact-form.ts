import { readSection } from '../../../../config/section.ts';
import { isRecord } from '../../../../lib/is-record.ts';

export interface ContactFormSettings {
  /** The REST root Contact Form 7 printed (`wpcf7.api.root`), ending with '/'. */
  readonly restRoot: string;
  /** `contact-form-7/v1` */
  readonly namespace: string;
  /** The page may come from a full-page cache: every form is reset (and refilled) on load. */
  readonly cached: boolean;
  /** Milliseconds before a feedback call gives up; not a plugin setting, so only the override sets it. */
  readonly requestTimeoutMs: number;
}

const CONTACT_FORM_DEFAULTS = { namespace: 'contact-form-7/v1', requestTimeoutMs: 20_000 } as const;

/** `var wpcf7 = {api: {root, namespace}, cached}` (legacy-contracts §9), printed before the plugin's script. */
export function readContactFormSettings(): ContactFormSettings {
  const section = readSection('wpcf7', { required: false });
  const api = section.object('api');
  const root = typeof api['root'] === 'string' && api['root'] !== '' ? api['root'] : '/wp-json/';
  const namespace =
    typeof api['namespace'] === 'string' && api['namespace'] !== ''
      ? api['namespace']
      : CONTACT_FORM_DEFAULTS.namespace;
  return {
    restRoot: root.endsWith('/') ? root : `${root}/`,
    namespace: namespace.replace(/^\/|\/$/g, ''),
    cached: section.flag('cached', false),
    requestTimeoutMs: section.number('request_timeout', CONTACT_FORM_DEFAULTS.requestTimeoutMs),
  };
}

/** The printed `wpcf7` object itself, which the legacy bridge extends in place of the plugin's script. */
export function printedWpcf7(): Record<string, unknown> {
  const printed: unknown = Reflect.get(window, 'wpcf7');
  return isRecord(printed) ? { ...printed } : {};
}
