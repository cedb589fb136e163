import { useId } from 'react';
import type { Run } from '../../../runtime/types.ts';
import { BusyButton } from '../shared/BusyButton.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { QnaFields } from './QnaFields.tsx';
import { ResultArea } from '../shared/ResultArea.tsx';
import { QNA_TEXTS } from './qna-texts.ts';
import { TEXTS } from '../shared/texts.ts';
import { useQnaForm, type QnaFormOptions } from './use-qna-form.ts';

export interface QnaFormProps extends QnaFormOptions {
  /** The widget context's guarded run: the submit's promise goes through it. */
  readonly run: Run;
}

/** The ask-a-question and answer forms (spec §4.5, §5.2), CusRev's classes. */
export function QnaForm({ run, ...options }: QnaFormProps) {
  useSignals();
  const id = useId();
  const { answering, draft, heading, form, flow, update, close } = useQnaForm(options);
  const busy = flow.phase === 'submitting';
  const texts = answering ? QNA_TEXTS.answer : QNA_TEXTS.question;
  return (
    <form
      ref={form}
      className="cr-qna-form-inner"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        run(flow.submit());
      }}
    >
      <div className="cr-review-form-nav">
        <div className="cr-nav-left">
          <span id={`${id}-title`} ref={heading} tabIndex={-1} role="heading" aria-level={3}>
            {texts.title}
          </span>
        </div>
      </div>
      <div hidden={flow.phase === 'result'}>
        <QnaFields id={id} texts={texts} draft={draft} update={update} errors={flow.errors} busy={busy} />
        <div className="cr-review-form-buttons">
          <BusyButton type="submit" className="cr-review-form-submit" busy={busy}>
            <span>{busy ? TEXTS.submitting : QNA_TEXTS.submit}</span>
          </BusyButton>
          <button type="button" className="cr-review-form-cancel" disabled={busy} onClick={close}>
            {QNA_TEXTS.cancel}
          </button>
        </div>
      </div>
      <ResultArea result={flow.result} onContinue={() => (flow.result?.success ? close() : flow.backToForm())} />
    </form>
  );
}
