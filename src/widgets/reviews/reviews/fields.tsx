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

const STAR_PATH = 'M10.5 .3c.2-.4.8-.4 1 0l3 5.7c.1.2.2.3.4.3l6.6.9c.5.1.7.6.3.9l-4.8 4.5c-.1.1-.2.3-.2.5l1.2 6.3c.1.4-.4.7-.8.5l-6-3c-.1-.1-.3-.1-.5 0l-6 3c-.4.2-.9-.1-.8-.5l1.2-6.3c0-.2 0-.4-.2-.5L.2 8.1c-.3-.3-.1-.8.3-.9l6.6-.9c.2 0 .4-.1.4-.3z';

/** 5.117's two star images per `.cr-review-form-rating-inner`; the plugin's CSS shows one. */
const starImages = (filled: boolean) => (
  <>
    <svg width="22" height="20" viewBox="0 0 22 20" aria-hidden="true" focusable="false" className="cr-rating-deact" style={filled ? { display: 'none' } : undefined}>
      <path d={STAR_PATH} fill="#DFE4E7" />
    </svg>
    <svg width="22" height="20" viewBox="0 0 22 20" aria-hidden="true" focusable="false" className="cr-rating-act" style={filled ? undefined : { display: 'none' }}>
      <path d={STAR_PATH} fill="#F4DB6B" />
    </svg>
  </>
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

/**
 * One rating (5.117 `display_rating()`): `.cr-review-form-rating` with its label, the shared Stars
 * radio group as `.cr-review-form-rating-cont` (each star a `.cr-review-form-rating-inner`, the
 * chosen one `-actv`), the 'n/5' display, and `cr-review-form-error` on the block when unrated.
 */
export function RatingField({ id, field, label, overall, required, value, onChange, error, disabled }: RatingFieldProps) {
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
        starClassName={(_star, state) => `cr-review-form-rating-inner${state.checked ? ' cr-review-form-rating-actv' : ''}${state.filled ? ' cr-rating-filled' : ''}`}
        renderStar={(_star, state) => starImages(state.filled)}
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
