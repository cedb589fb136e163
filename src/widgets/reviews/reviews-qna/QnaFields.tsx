import type { FieldErrors } from '../shared/rules.ts';
import { TextField } from '../shared/fields.tsx';
import { NameEmailFields } from '../shared/NameEmailFields.tsx';
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
      <NameEmailFields
        id={id}
        labels={QNA_TEXTS}
        name={draft.name}
        email={draft.email}
        onChange={update}
        errors={errors}
        busy={busy}
      />
    </>
  );
}
