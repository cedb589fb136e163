import type { WidgetModule } from '../../../runtime/types.ts';
import { AK_FIELDS, akValues, postsToSameHost } from './model.ts';
import { pageRecorder } from './page-samples.ts';

const DEFAULT_PREFIX = 'ak_';

/**
 * Akismet's behaviour fields (spec §7.5; Akismet 5.6 `_inc/akismet-frontend.js`) on every form
 * posted to this host: typing, click, touch, mouse-move and scroll samples go into hidden
 * `<prefix>b…` inputs on submit, in the formats Akismet's server reads (model.ts). The listener runs in
 * the capture phase so the fields are in place before any other submit handler (Contact Form 7's
 * included) reads the form, and re-submits update the same inputs instead of adding more.
 */
const antiSpam: WidgetModule = {
  mount(form, context) {
    if (!(form instanceof HTMLFormElement) || !postsToSameHost(form.getAttribute('action'), location.href))
      return undefined;
    const prefix =
      form.querySelector<HTMLElement>('.akismet-fields-container[data-prefix]')?.dataset['prefix'] || DEFAULT_PREFIX;
    const recorder = pageRecorder(context);

    context.listen(
      form,
      'keydown',
      (event) => {
        if (event instanceof KeyboardEvent) recorder.keydown(event.key, Date.now());
      },
      { passive: true },
    );
    context.listen(
      form,
      'keyup',
      (event) => {
        if (event instanceof KeyboardEvent)
          recorder.keyup(
            event.key,
            Date.now(),
            event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement,
          );
      },
      { passive: true },
    );
    context.listen(form, 'focusin', () => recorder.resetTyping(), { passive: true });
    context.listen(form, 'focusout', () => recorder.resetTyping(), { passive: true });
    context.listen(
      form,
      'submit',
      () => {
        const values = akValues(recorder, Date.now());
        for (const field of AK_FIELDS) {
          const name = `${prefix}${field}`;
          let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${CSS.escape(name)}"]`);
          if (!input) {
            input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            form.append(input);
          }
          input.value = values[field];
        }
      },
      { capture: true },
    );
    return undefined;
  },
};

export default antiSpam;
