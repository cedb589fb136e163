import type { FieldErrors } from '../shared/rules.ts';
import { TextField } from '../shared/fields.tsx';
import type { QnaDraft } from './qna-model.ts';
import { QNA_TEXTS } from './qna-texts.ts';

interface QnaFieldsProps {
  /** The form's id prefix (useId), for the labels and error ids. */
  readonly id: string;
  readonly texts: (typeof QNA_TEXTS)['question' | 'answer'];
  readonly draft: QnaDraft;
  readonly update: (field: keyof QnaDraft, value: string) => void;
  readonly errors: FieldErrors;
  readonly busy: boolean;
}

/** The question or answer text, then the name and e-mail, in CusRev's order and classes. */
export function QnaFields({ id, texts, draft, update, errors, busy }: QnaFieldsProps) {
  return (
    <>
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
        error={errors.text}
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
          error={errors.name}
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
          error={errors.email}
          disabled={busy}
        />
      </div>
    </>
  );
}
