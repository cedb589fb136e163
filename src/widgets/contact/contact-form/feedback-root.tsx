import type { ReadonlySignal } from '@preact/signals-core';
import type { WidgetContext } from '../../../runtime/types.ts';
import type { ContactFormState } from './state/contact-form.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { ContactFeedback } from './ContactFeedback.tsx';

/** Mounts the React feedback root in the plugin's `.screen-reader-response` (created when missing). */
export function mountFeedback(
  container: HTMLElement,
  form: HTMLFormElement,
  state: ContactFormState,
  unitTag: string,
  context: WidgetContext,
  dismissedTips?: ReadonlySignal<ReadonlySet<string>>,
): () => void {
  let response = container.querySelector<HTMLElement>('.screen-reader-response');
  const created = response === null;
  if (!response) {
    response = document.createElement('div');
    response.className = 'screen-reader-response';
    form.before(response);
  }
  const wrapOf = (field: string) =>
    form.querySelector<HTMLElement>(`.wpcf7-form-control-wrap[data-name="${CSS.escape(field)}"]`);
  const controlIdOf = (field: string) => {
    const control = wrapOf(field)?.querySelector<HTMLElement>(
      '.wpcf7-form-control input, input.wpcf7-form-control, textarea, select',
    );
    if (!control) return null;
    if (control.id === '') control.id = `${unitTag}-${field.replace(/[^0-9a-z_-]/gi, '')}`;
    return control.id;
  };
  const submit = form.querySelector<HTMLElement>('.has-spinner');
  const targets = {
    unitTag,
    responseOutput: form.querySelector<HTMLElement>('.wpcf7-response-output'),
    wrapOf,
    controlIdOf,
    spinnerHost: submit?.parentElement ?? null,
    dismissedTips,
  };
  return mountReact(response, <ContactFeedback state={state} targets={targets} />, context, {
    removeContainer: created,
  });
}
