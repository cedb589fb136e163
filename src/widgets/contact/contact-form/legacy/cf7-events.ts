/**
 * Contact Form 7's DOM events (legacy-contracts §9): bubbling `CustomEvent('wpcf7' + name)` on the
 * form's container `div.wpcf7`, with the detail of spec §3.7. Advertising pixels listen to them on
 * `document` (wpcf7mailsent above all), so names, target and detail keep the plugin's shape.
 */
export interface Cf7Instance {
  readonly contactFormId: number;
  readonly pluginVersion: string;
  readonly contactFormLocale: string;
  readonly unitTag: string;
  readonly containerPostId: number;
}

export interface Cf7EventDetail extends Cf7Instance {
  status: string;
  prevStatus?: string;
  inputs: { name: string; value: string }[];
  formData: FormData;
  apiResponse?: unknown;
}

export type Cf7EventName =
  | 'beforesubmit'
  | 'submit'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'mailsent'
  | 'mailfailed'
  | 'reset'
  | 'statuschanged';

/** The form's own hidden inputs (spec §3.7). */
export function readInstance(form: HTMLFormElement): Cf7Instance {
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const integer = (name: string) => {
    const value = Number.parseInt(hidden(name), 10);
    return Number.isNaN(value) ? 0 : value;
  };
  return {
    contactFormId: integer('_wpcf7'),
    pluginVersion: hidden('_wpcf7_version'),
    contactFormLocale: hidden('_wpcf7_locale'),
    unitTag: hidden('_wpcf7_unit_tag'),
    containerPostId: integer('_wpcf7_container_post'),
  };
}

/** Name/value pairs of the posted data without CF7's own underscore fields; files by name. */
function eventInputs(formData: FormData): { name: string; value: string }[] {
  return [...formData]
    .filter(([name]) => !name.startsWith('_'))
    .map(([name, value]) => ({ name, value: typeof value === 'string' ? value : value.name }));
}

export function detailFor(form: HTMLFormElement, status: string, formData: FormData): Cf7EventDetail {
  return { ...readInstance(form), status, inputs: eventInputs(formData), formData };
}

export function emitCf7Event(container: Element, name: Cf7EventName, detail: Cf7EventDetail): void {
  container.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
}
