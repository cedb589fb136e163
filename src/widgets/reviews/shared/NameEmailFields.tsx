import { TextField } from './fields.tsx';
import type { FieldErrors } from './rules.ts';

interface NameEmailFieldsProps {
  /** The form's id prefix (useId), for the labels and error ids. */
  readonly id: string;
  readonly labels: {
    readonly name: string;
    readonly email: string;
    readonly namePlaceholder?: string | undefined;
    readonly emailPlaceholder?: string | undefined;
  };
  readonly name: string;
  readonly email: string;
  readonly onChange: (field: 'name' | 'email', value: string) => void;
  readonly errors: FieldErrors;
  readonly busy: boolean;
}

/** The reviewer's or asker's name and e-mail side by side, as CusRev prints them in its review and Q&A forms. */
export function NameEmailFields({ id, labels, name, email, onChange, errors, busy }: NameEmailFieldsProps) {
  return (
    <div className="cr-review-form-ne">
      <TextField
        id={`${id}-name`}
        field="name"
        className="cr-review-form-name"
        label={labels.name}
        required
        autoComplete="name"
        placeholder={labels.namePlaceholder}
        value={name}
        onChange={(value) => onChange('name', value)}
        error={errors.name}
        disabled={busy}
      />
      <TextField
        id={`${id}-email`}
        field="email"
        className="cr-review-form-email"
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        placeholder={labels.emailPlaceholder}
        value={email}
        onChange={(value) => onChange('email', value)}
        error={errors.email}
        disabled={busy}
      />
    </div>
  );
}
