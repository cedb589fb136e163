import { useEffect, useRef, type RefObject } from 'react';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import type { FeedbackMarkup } from './markup.ts';
import { MessageText } from './MessageText.tsx';
import { TEXTS } from './texts.ts';
import type { Message } from './types.ts';

interface FeedbackPanelProps {
  readonly markup: FeedbackMarkup;
  readonly visible: boolean;
  readonly draft: string;
  readonly sending: boolean;
  /** Sending waits for the Turnstile challenge to be solved. */
  readonly waiting: boolean;
  /** Where Turnstile draws its challenge (`.cf-turnstile-feedback`), when it is on. */
  readonly turnstileRef?: (element: HTMLDivElement | null) => void;
  readonly turnstileId?: string;
  readonly sent: boolean;
  readonly message: Message | null;
  readonly inputRef: RefObject<HTMLTextAreaElement | null>;
  readonly onDraft: (text: string) => void;
  readonly onSend: () => void;
}

/** The feedback widget (`.js-rmp-feedback-widget`) shown after a low rating (spec §4.8, §5.5). */
export function FeedbackPanel({
  markup,
  visible,
  draft,
  sending,
  waiting,
  turnstileRef,
  turnstileId,
  sent,
  message,
  inputRef,
  onDraft,
  onSend,
}: FeedbackPanelProps) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  // The form leaves once sent; focus stays in the widget instead of falling to the page.
  useEffect(() => {
    if (sent) panelRef.current?.focus();
  }, [sent]);
  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      className={`rmp-feedback-widget js-rmp-feedback-widget${visible ? ' rmp-feedback-widget--visible' : ''}`}
    >
      {markup.title && <p className="rmp-heading rmp-heading--title">{markup.title}</p>}
      {markup.subtitle && <p className="rmp-heading rmp-heading--subtitle">{markup.subtitle}</p>}
      <div className="rmp-feedback-widget__container">
        {!sent && (
          <>
            <label className="rmp-feedback-widget__text" htmlFor={markup.inputId}>
              {markup.label || TEXTS.feedbackLabelFallback}
            </label>
            <textarea
              ref={inputRef}
              id={markup.inputId}
              className="rmp-feedback-widget__input js-rmp-feedback-input"
              rows={5}
              value={draft}
              readOnly={sending}
              aria-invalid={message?.alert ? true : undefined}
              aria-describedby={`${markup.inputId}-msg`}
              onChange={(event) => onDraft(event.target.value)}
            />
            {turnstileRef && <div id={turnstileId} className="cf-turnstile-feedback" ref={turnstileRef} />}
            <button
              type="button"
              className="rmp-feedback-widget__btn rmp-btn rmp-btn--large js-rmp-feedback-button"
              onClick={onSend}
              disabled={sending}
            >
              {markup.buttonText || TEXTS.feedbackButtonFallback}
            </button>
          </>
        )}
        <div
          className={`rmp-feedback-widget__loader js-rmp-feedback-loader${sending ? ' rmp-feedback-widget__loader--visible' : ''}`}
          aria-hidden="true"
        >
          <div />
          <div />
          <div />
        </div>
        <LiveRegion
          as="p"
          id={`${markup.inputId}-msg`}
          className={`rmp-feedback-widget__msg js-rmp-feedback-msg${message?.alert ? ' rmp-feedback-widget__msg--alert' : ''}`}
        >
          {sending
            ? waiting
              ? TEXTS.feedbackTurnstileWait
              : TEXTS.sendingFeedback
            : message && <MessageText text={message.text} />}
        </LiveRegion>
      </div>
    </div>
  );
}
