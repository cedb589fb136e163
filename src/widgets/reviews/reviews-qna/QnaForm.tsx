import type { Signal } from '@preact/signals-core';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { submitQna } from '../shared/api/reviews.ts';
import type { Run } from '../../../runtime/types.ts';
import { clearDraft, readDraft, writeDraft } from '../shared/drafts.ts';
import { BusyButton } from '../shared/BusyButton.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { TextField } from '../shared/fields.tsx';
import { decodeQnaDraft, QNA_FIELDS, toQnaSubmission, validateQna, type QnaDraft } from './qna-model.ts';
import { ResultArea } from '../shared/ResultArea.tsx';
import { invisibleCaptchaToken, useSubmit } from '../shared/use-submit.ts';
import { QNA_TEXTS } from './qna-texts.ts';
import { TEXTS } from '../shared/texts.ts';

export interface QnaFormProps {
  readonly nonce: string;
  readonly productId: string;
  /** Set for the answer form of one question. */
  readonly questionId?: string;
  /** The question form's name and e-mail defaults (a logged-in customer's); the answer form has none. */
  readonly defaults: { readonly name: string; readonly email: string };
  readonly open: Signal<boolean>;
  /** Closes the form (the mount shows and hides its region and returns focus). */
  readonly onClose: () => void;
  /** The widget context's guarded run: the submit's promise goes through it. */
  readonly run: Run;
}

/** The ask-a-question and answer forms (spec §4.5, §5.2), CusRev's classes. */
export function QnaForm({ nonce, productId, questionId, defaults, open, onClose, run }: QnaFormProps) {
  useSignals();
  const id = useId();
  const answering = questionId !== undefined;
  const draftKey = `reviews:${productId}:${answering ? `answer:${questionId}` : 'question'}`;
  const empty: QnaDraft = { text: '', name: defaults.name, email: defaults.email };
  const [draft, setDraft] = useState<QnaDraft>(() => readDraft(draftKey, decodeQnaDraft) ?? empty);
  const heading = useRef<HTMLSpanElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const flow = useSubmit({
    form,
    validate: () => validateQna(draft, answering),
    order: QNA_FIELDS,
    token: invisibleCaptchaToken,
    post: (captcha) => submitQna(toQnaSubmission(draft, { nonce, productId, questionId }, captcha)),
  });
  const isOpen = open.value;
  useLayoutEffect(() => {
    if (isOpen) heading.current?.focus();
  }, [isOpen]);
  useEffect(() => writeDraft(draftKey, draft), [draftKey, draft]);

  const update = (field: keyof QnaDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    flow.clearError(field);
  };
  const close = () => {
    // After success or cancel: the question form's name and e-mail go back to their defaults, the answer form's are cleared.
    setDraft(empty);
    clearDraft(draftKey);
    flow.reset();
    onClose();
  };
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
        <TextField
          id={`${id}-text`}
          field="text"
          className="cr-review-form-comment"
          label={texts.label}
          required
          multiline
          placeholder={texts.placeholder}
          value={draft.text}
          onChange={(value) => update('text', value)}
          error={flow.errors.text}
          disabled={busy}
        />
        <div className="cr-review-form-ne">
          <TextField
            id={`${id}-name`}
            field="name"
            className="cr-review-form-name"
            label={QNA_TEXTS.name}
            required
            autoComplete="name"
            value={draft.name}
            onChange={(value) => update('name', value)}
            error={flow.errors.name}
            disabled={busy}
          />
          <TextField
            id={`${id}-email`}
            field="email"
            className="cr-review-form-email"
            label={QNA_TEXTS.email}
            required
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(value) => update('email', value)}
            error={flow.errors.email}
            disabled={busy}
          />
        </div>
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
