import type { RefObject } from 'react';

const BACK = (
  <svg width="28" height="28" viewBox="0 0 28 28" fill="none" aria-hidden="true" focusable="false">
    <path d="M16.9607 19.2506L11.0396 13.3295L16.9607 7.40833" stroke="currentColor" strokeMiterlimit="10" />
  </svg>
);
const CLOSE = (
  <svg width="28" height="28" viewBox="0 0 28 28" fill="none" aria-hidden="true" focusable="false">
    <path
      d="M8.61914 8.62009L19.381 19.3799M8.61914 19.3799L19.381 8.62009"
      stroke="currentColor"
      strokeMiterlimit="10"
      strokeLinejoin="round"
    />
  </svg>
);

interface FormNavProps {
  readonly titleId: string;
  readonly heading: RefObject<HTMLSpanElement | null>;
  readonly title: string;
  readonly closable: boolean;
  readonly disabled: boolean;
  readonly onClose: () => void;
}

/**
 * 5.117's `.cr-review-form-nav`: the back arrow and title on the left, the cross on the right,
 * both closing the form (frontend.js binds `.cr-nav-left svg, .cr-nav-right svg`). Here they are
 * buttons, so the keyboard reaches them.
 */
export function FormNav({ titleId, heading, title, closable, disabled, onClose }: FormNavProps) {
  return (
    <div className="cr-review-form-nav">
      <div className="cr-nav-left">
        {closable && (
          <button
            type="button"
            className="cr-nav-back"
            aria-label="Înapoi la recenzii"
            disabled={disabled}
            onClick={onClose}
          >
            {BACK}
          </button>
        )}
        <span id={titleId} ref={heading} tabIndex={-1} role="heading" aria-level={3}>
          {title}
        </span>
      </div>
      {closable && (
        <div className="cr-nav-right">
          <button
            type="button"
            className="cr-nav-close"
            aria-label="Închide formularul"
            disabled={disabled}
            onClick={onClose}
          >
            {CLOSE}
          </button>
        </div>
      )}
    </div>
  );
}
