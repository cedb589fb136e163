import { useEffect, useId, useState } from 'react';
import type { Unmount, WidgetContext } from '../../../runtime/types.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { mountReact } from '../../../ui/mount-react.tsx';
import { injectStylesOnce } from '../../../ui/styles.ts';
import type { CcpaTexts } from './texts.ts';

/**
 * The look cookie-law-info-ccpa.js gives its prompt with a <style> of its own (320 px, pill
 * buttons, cancel outlined, confirm filled). The plugin's green (#61a229) on white is 3.1:1, under
 * WCAG's 4.5:1 for text this size, so a darker green of the same hue is used.
 */
const CSS = `#cLiCcpaOptoutPrompt{max-width:min(320px,95vw)}
#cLiCcpaOptoutPrompt .cli-alert-dialog-content{font-size:14px;margin:8px 0 0}
#cLiCcpaOptoutPrompt .cli-alert-dialog-buttons{display:flex;padding-top:5px}
#cLiCcpaOptoutPrompt .cli-alert-dialog-buttons button{flex:1;margin:4px;padding:8px 16px;min-height:44px;border-radius:64px;cursor:pointer;font-weight:700;font-size:12px;text-align:center;text-transform:capitalize;border:2px solid #3f6b1a}
#cLiCcpaOptoutPrompt .cli-ccpa-button-cancel{background:transparent;color:#3f6b1a}
#cLiCcpaOptoutPrompt .cli-ccpa-button-confirm{background:#3f6b1a;color:#fff}`;

/** The shopper's answer: true (confirm, opt out), false (cancel), null (closed without answering). */
export type CcpaAnswer = boolean | null;

/**
 * The CCPA prompt (`#cLiCcpaOptoutPrompt`): a modal question with Cancel and Confirm, on the shared
 * Dialog (focus moved in and given back to the link, Escape and the backdrop close without an
 * answer). `onDone` is called once the dialog has closed and focus is back on the link.
 */
export function showCcpaPrompt(
  texts: CcpaTexts,
  onDone: (answer: CcpaAnswer) => void,
  context: WidgetContext,
): Unmount {
  injectStylesOnce('ccpa-prompt', CSS);
  const container = document.createElement('div');
  document.body.append(container);
  return mountReact(container, <PromptRoot texts={texts} onDone={onDone} />, context);
}

function PromptRoot({ texts, onDone }: { readonly texts: CcpaTexts; readonly onDone: (answer: CcpaAnswer) => void }) {
  const [result, setResult] = useState<{ readonly answer: CcpaAnswer } | null>(null);
  const questionId = useId();
  useEffect(() => {
    if (result) onDone(result.answer);
  }, [result, onDone]);
  return (
    <Dialog
      open={result === null}
      id="cLiCcpaOptoutPrompt"
      labelledBy={questionId}
      className="vitrina-ccpa-prompt"
      onClose={() => setResult({ answer: null })}
    >
      <div className="cli-modal-body">
        <p id={questionId} className="cli-alert-dialog-content">
          {texts.prompt}
        </p>
        <div className="cli-alert-dialog-buttons">
          <button type="button" className="cli-ccpa-button-cancel" onClick={() => setResult({ answer: false })}>
            {texts.cancel}
          </button>
          <button type="button" className="cli-ccpa-button-confirm" onClick={() => setResult({ answer: true })}>
            {texts.confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
