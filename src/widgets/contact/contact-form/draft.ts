/**
 * What the shopper typed survives a reload (sessionStorage, this tab only) until the message is
 * sent. Files, CF7's hidden fields, quiz answers and captchas are left out: they cannot be
 * restored or are only valid for one page view.
 */
type Draft = Record<string, string[]>;

const key = (unitTag: string) => `vitrina:contact-form:draft:${unitTag}`;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function draftControls(form: HTMLFormElement): Control[] {
  return [...form.querySelectorAll<Control>('input[name], textarea[name], select[name]')].filter((control) => {
    if (
      control instanceof HTMLInputElement &&
      ['hidden', 'file', 'password', 'submit', 'button', 'image', 'reset'].includes(control.type)
    )
      return false;
    if (control.classList.contains('wpcf7-quiz') || control.classList.contains('wpcf7-captchar')) return false;
    if (control.closest('.akismet-fields-container')) return false;
    return !control.name.startsWith('_') || control.name.startsWith('_wpcf7_free_text_');
  });
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(form: HTMLFormElement, unitTag: string): void {
  const draft: Draft = {};
  for (const control of draftControls(form)) {
    const list = (draft[control.name] ??= []);
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked) list.push(control.value);
    } else if (control instanceof HTMLSelectElement) {
      list.push(...[...control.selectedOptions].map((option) => option.value));
    } else {
      list.push(control.value);
    }
  }
  try {
    storage()?.setItem(key(unitTag), JSON.stringify(draft));
  } catch {
    /* a full or blocked storage only costs the draft */
  }
}

function readDraft(unitTag: string): Draft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(key(unitTag)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const draft: Draft = {};
  for (const [name, values] of Object.entries(parsed)) {
    if (Array.isArray(values)) draft[name] = values.filter((value): value is string => typeof value === 'string');
  }
  return draft;
}

/** Puts a saved draft back; returns whether there was one. */
export function restoreDraft(form: HTMLFormElement, unitTag: string): boolean {
  const draft = readDraft(unitTag);
  if (!draft) return false;
  const seen = new Map<string, number>();
  for (const control of draftControls(form)) {
    const values = draft[control.name];
    if (!values) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      control.checked = values.includes(control.value);
    } else if (control instanceof HTMLSelectElement) {
      for (const option of control.options) option.selected = values.includes(option.value);
    } else {
      const index = seen.get(control.name) ?? 0;
      seen.set(control.name, index + 1);
      control.value = values[index] ?? control.value;
    }
  }
  return true;
}

export function clearDraft(unitTag: string): void {
  try {
    storage()?.removeItem(key(unitTag));
  } catch {
    /* nothing to clear */
  }
}
