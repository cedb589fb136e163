import type { CcpaConfig } from '../../../config/consent-ccpa.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { consentState, recordCcpaOptout } from '../../../state/consent.ts';
import { actAsButton } from './button-like.ts';
import { lazyView } from './lazy-view.ts';
import { CONSENT_TEXTS, type CcpaTexts } from './texts.ts';

/** What ccpa.php prints for `[wt_cli_ccpa_optout]`: a checkbox, or (`button_6_as_link`) a bare link. */
const CHECKBOX = 'input.wt-cli-ccpa-opt-out-checkbox';
const LINK = '.wt-cli-ccpa-opt-out:not(.wt-cli-ccpa-opt-out-checkbox)';

interface CcpaOptions {
  readonly ccpa: CcpaConfig;
  /** `ccpa` mode: the prompt's answer then accepts every category, as the bar's "accept all". */
  readonly acceptAll: () => void;
  readonly context: WidgetContext;
}

/**
 * The CCPA opt-out of cookie-law-info-ccpa.js, without React until the prompt: the checkbox shows
 * the recorded `ccpaOptout` and a change writes it; the link asks first (ccpa-prompt.tsx, fetched
 * on its first press, the link busy meanwhile). The plugin's link has no href, so it gets a tab
 * stop and the keys of a button.
 */
export function wireCcpaOptout({ ccpa, acceptAll, context }: CcpaOptions): void {
  const texts: CcpaTexts = {
    prompt: ccpa.prompt || CONSENT_TEXTS.ccpaPrompt,
    confirm: ccpa.confirm || CONSENT_TEXTS.ccpaConfirm,
    cancel: ccpa.cancel || CONSENT_TEXTS.ccpaCancel,
  };
  const tick = () => {
    const optedOut = consentState().peek().optedOut;
    for (const box of document.querySelectorAll<HTMLInputElement>(CHECKBOX)) box.checked = optedOut;
  };
  const record = (optedOut: boolean) => {
    recordCcpaOptout(optedOut);
    tick();
  };
  tick();
  for (const link of document.querySelectorAll<HTMLElement>(LINK)) actAsButton(link, context.listen);

  context.listen(document, 'change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(CHECKBOX)) record(event.target.checked);
  });

  const prompt = lazyView({
    half: 'ccpa-prompt',
    load: () => import('./ccpa-prompt.tsx'),
    show: ({ showCcpaPrompt }, close) =>
      showCcpaPrompt(
        texts,
        (answer) => {
          close();
          if (answer === null) return; // closed outside the buttons: nothing written, as the plugin's backdrop click
          record(answer);
          // The plugin accepts every category after either button in `ccpa` mode, not in `ccpa_gdpr`.
          if (ccpa.type === 'ccpa') acceptAll();
        },
        context,
      ),
    context,
  });
  context.listen(document, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(LINK) : null;
    if (!link) return;
    event.preventDefault();
    prompt.open(link);
  });
}
