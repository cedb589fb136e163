import { FieldError, PartsText, RatingField, TextField } from './fields.tsx';
import { NameEmailFields } from './NameEmailFields.tsx';
import type { ReviewFormSpec } from './form-spec.ts';
import { MediaField } from './MediaField.tsx';
import type { ReviewDraft } from './review-model.ts';
import type { FieldErrors } from './rules.ts';
import type { Media } from './use-media.ts';

interface ReviewFieldsProps {
  /** The form's id prefix (useId), for the labels and error ids. */
  readonly id: string;
  readonly spec: ReviewFormSpec;
  readonly draft: ReviewDraft;
  /** Takes the changed part of the draft and clears the field's error. */
  readonly update: (field: string, next: Partial<ReviewDraft>) => void;
  readonly errors: FieldErrors;
  readonly busy: boolean;
  readonly media: Media;
}

/** What each group of fields takes: the media field alone needs the uploads. */
type PartProps = Omit<ReviewFieldsProps, 'media'>;

/** A star rating for each criterion the server printed, the overall rating among them. */
function RatingFields({ id, spec, draft, update, errors, busy }: PartProps) {
  return (
    <>
      {spec.ratings.map((rating) => (
        <RatingField
          key={rating.name}
          id={`${id}-rating-${rating.name}`}
          field={`rating:${rating.name}`}
          label={rating.label}
          overall={rating.overall}
          required={rating.required}
          value={draft.ratings[rating.name] ?? 0}
          onChange={(value) => update(`rating:${rating.name}`, { ratings: { ...draft.ratings, [rating.name]: value } })}
          error={errors[`rating:${rating.name}`]}
          disabled={busy}
        />
      ))}
    </>
  );
}

/** The on-site questions the server printed under the review text. */
function QuestionFields({ id, spec, draft, update, errors, busy }: PartProps) {
  return (
    <>
      {spec.questions.map((question) => (
        <TextField
          key={question.name}
          id={`${id}-q-${question.name}`}
          field={`q:${question.name}`}
          className={`cr-onsite-question${question.required ? ' cr-review-form-que-req' : ''}`}
          label={question.label}
          required={question.required}
          type={question.type}
          value={draft.answers[question.name] ?? ''}
          onChange={(value) => update(`q:${question.name}`, { answers: { ...draft.answers, [question.name]: value } })}
          error={errors[`q:${question.name}`]}
          disabled={busy}
        />
      ))}
    </>
  );
}

/** Name and e-mail side by side (`.cr-review-form-ne`). */
function ContactFields({ id, spec, draft, update, errors, busy }: PartProps) {
  return (
    <NameEmailFields
      id={id}
      labels={spec.labels}
      name={draft.name}
      email={draft.email}
      onChange={(field, value) => update(field, { [field]: value })}
      errors={errors}
      busy={busy}
    />
  );
}

/** The terms checkbox, its label the server's text and links. */
function TermsField({
  id,
  draft,
  update,
  errors,
  busy,
  terms,
}: PartProps & { terms: NonNullable<ReviewFormSpec['terms']> }) {
  const termsError = errors.terms;
  return (
    <div className={`cr-review-form-terms${termsError ? ' cr-review-form-error' : ''}`} data-field="terms">
      <label>
        <input
          type="checkbox"
          className="cr-review-form-checkbox"
          checked={draft.terms}
          disabled={busy}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? `${id}-terms-error` : undefined}
          onChange={(event) => update('terms', { terms: event.target.checked })}
        />{' '}
        <PartsText parts={terms} />
      </label>
      <FieldError id={`${id}-terms-error`} error={termsError} />
    </div>
  );
}

/** The review form's fields in CusRev's order (templates/cr-review-form.php): item, ratings, text, questions, media, name and e-mail, terms. */
export function ReviewFields({ id, spec, draft, update, errors, busy, media }: ReviewFieldsProps) {
  const parts = { id, spec, draft, update, errors, busy };
  return (
    <>
      <div className="cr-review-form-item">
        {spec.productImage && <img src={spec.productImage} alt="" width={50} height={50} />}
        <span>{spec.productName}</span>
      </div>
      <RatingFields {...parts} />
      <TextField
        id={`${id}-review`}
        field="review"
        className="cr-review-form-comment"
        label={spec.labels.review}
        required
        multiline
        placeholder={spec.labels.reviewPlaceholder}
        value={draft.review}
        onChange={(review) => update('review', { review })}
        error={errors.review}
        disabled={busy}
      />
      <QuestionFields {...parts} />
      {spec.media && <MediaField id={`${id}-media`} media={media} disabled={busy} />}
      <ContactFields {...parts} />
      {spec.terms && <TermsField {...parts} terms={spec.terms} />}
    </>
  );
}
