import type { ReactNode } from 'react';
import { Stars } from '../../../ui/Stars.tsx';
import { TEXTS } from './texts.ts';
import { StarImages } from './StarImages.tsx';

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
  readonly placeholder?: string | undefined;
  readonly name?: string;
  readonly disabled?: boolean;
}

export function TextField({
  id,
  field,
  className,
  label,
  required = false,
  value,
  onChange,
  error,
  multiline = false,
  type = 'text',
  autoComplete,
  placeholder,
  name,
  disabled,
}: TextFieldProps) {
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
        <textarea
          {...common}
          rows={5}
          className="cr-review-form-comment-txt"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          className={type === 'number' || field.startsWith('q:') ? 'cr-onsite-question-inp' : 'cr-review-form-txt'}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

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

/**
 * One rating (5.117 `display_rating()`): `.cr-review-form-rating` with its label, the shared Stars
 * radio group as `.cr-review-form-rating-cont` (each star a `.cr-review-form-rating-inner`, the
 * chosen one `-actv`), the 'n/5' display, and `cr-review-form-error` on the block when unrated.
 */
export function RatingField({
  id,
  field,
  label,
  overall,
  required,
  value,
  onChange,
  error,
  disabled,
}: RatingFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const block = (
    <div className={`cr-review-form-rating${error ? ' cr-review-form-error' : ''}`} data-field={field}>
      <div className="cr-review-form-rating-label" id={labelId}>
        {label}
        {required && <span className="required">*</span>}
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
        className={`cr-review-form-rating-cont${required ? ' cr-review-form-rating-req' : ''}`}
        starClassName={(_star, state) =>
          `cr-review-form-rating-inner${state.checked ? ' cr-review-form-rating-actv' : ''}${state.filled ? ' cr-rating-filled' : ''}`
        }
        renderStar={(_star, state) => <StarImages filled={state.filled} />}
      />
      <div className="cr-review-form-rating-nbr" aria-hidden="true">
        {value}/5
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
  return overall ? <div className="cr-review-form-rating-overall">{block}</div> : block;
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
