import type { WidgetModule } from '../../../runtime/types.ts';
import { AK_FIELDS, akValues, FormSamples, postsToSameHost } from './model.ts';
import { pageSamples } from './page-samples.ts';

const DEFAULT_PREFIX = 'ak_';

/**
 * Akismet's behaviour fields (spec §7.5) on every form posted to this host: typing, click, touch,
 * mouse-move and scroll samples go into hidden `<prefix>b…` inputs on submit. The listener runs in
 * the capture phase so the fields are in place before any other submit handler (Contact Form 7's
 * included) reads the form, and re-submits update the same inputs instead of adding more.
 */
const antiSpam: WidgetModule = {
  mount(form, context) {
    if (!(form instanceof HTMLFormElement) || !postsToSameHost(form.getAttribute('action'), location.href)) return undefined;
    const prefix = form.querySelector<HTMLElement>('.akismet-fields-container[data-prefix]')?.dataset['prefix'] || DEFAULT_PREFIX;
    const samples = new FormSamples();
    const page = pageSamples();

    context.listen(form, 'keydown', (event) => {
      if (event instanceof KeyboardEvent) samples.key(event.key, performance.now());
    }, { passive: true });
    context.listen(form, 'mousedown', () => samples.click(performance.now()), { passive: true });
    context.listen(form, 'submit', () => {
      const values = akValues(samples, page, performance.now());
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
    }, { capture: true });
    return undefined;
  },
};

export default antiSpam;
