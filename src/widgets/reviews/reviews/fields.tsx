import type { ReactNode } from 'react';
import { Stars } from '../../../ui/Stars.tsx';
import { TEXTS } from './texts.ts';

/** The small field parts the review, question and answer forms share (CusRev's classes). */

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div className="cr-review-form-field-error" id={id}>
      {error}
    </div>
  ) : null;
}

interface TextFieldProps {
  readonly id: string;
  readonly field: string;
  readonly className: string;
  readonly label: string;
  readonly required?: boolean;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly multiline?: boolean;
  readonly type?: 'text' | 'email' | 'number';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly name?: string;
  readonly disabled?: boolean;
}

export function TextField({ id, field, className, label, required = false, value, onChange, error, multiline = false, type = 'text', autoComplete, placeholder, name, disabled }: TextFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    placeholder,
    disabled,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={`${className}${error ? ' cr-review-form-error' : ''}`} data-field={field}>
      <label className="cr-review-form-lbl" htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} className="cr-review-form-comment-txt" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} className={type === 'number' || field.startsWith('q:') ? 'cr-onsite-question-inp' : 'cr-review-form-txt'} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

const STAR = (
  <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
    <path d="M11 1l3 7 7 .6-5.4 4.7 1.7 7.2L11 16.8 4.7 20.5l1.7-7.2L1 8.6 8 8z" fill="currentColor" />
  </svg>
);

interface RatingFieldProps {
  readonly id: string;
  readonly field: string;
  readonly label: string;
  readonly overall: boolean;
  readonly required: boolean;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly error: string | undefined;
  readonly disabled?: boolean;
}

/** One rating criterion: the shared Stars radio group with CusRev's classes and its 'n/5' display. */
export function RatingField({ id, field, label, overall, required, value, onChange, error, disabled }: RatingFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const classes = ['cr-review-form-rating', overall ? 'cr-review-form-rating-overall' : 'cr-review-form-rating-criterion', 'cr-review-form-rating-cont'];
  if (required) classes.push('cr-review-form-rating-req');
  if (error) classes.push('cr-review-form-error');
  return (
    <div className={classes.join(' ')} data-field={field}>
      <div className="cr-review-form-lbl" id={labelId}>
        {label}
        {required && ' *'}
      </div>
      <Stars
        value={value}
        onChange={onChange}
        labels={TEXTS.starLabels}
        labelledBy={labelId}
        describedBy={error ? errorId : undefined}
        required={required}
        invalid={Boolean(error)}
        disabled={disabled}
        hoverable
        className="cr-review-form-rating-inner"
        starClassName={(_star, state) => `cr-review-form-rating-star${state.filled ? ' cr-rating-act' : ''}`}
        renderStar={() => STAR}
      />
      <div className="cr-review-form-rating-nbr">{value}/5</div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Text with links (the terms line), links only to http(s) or site paths. */
export function PartsText({ parts }: { parts: readonly { text: string; href?: string }[] }): ReactNode {
  return parts.map((part, index) =>
    part.href ? (
      <a key={index} href={part.href} target="_blank" rel="noopener">
        {part.text}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
