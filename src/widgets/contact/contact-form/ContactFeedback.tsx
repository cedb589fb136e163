import type { ReadonlySignal } from '@preact/signals-core';
import { createPortal } from 'react-dom';
import type { ContactFormState } from './state/contact-form.ts';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { errorElementId } from './model.ts';

export interface FeedbackTargets {
  readonly unitTag: string;
  /** `.wpcf7-response-output`: the visible response area. */
  readonly responseOutput: HTMLElement | null;
  /** The `.wpcf7-form-control-wrap` of a field, where its tip goes. */
  readonly wrapOf: (field: string) => HTMLElement | null;
  /** The id of a field's first control, for the list's link to it. */
  readonly controlIdOf: (field: string) => string | null;
  /** Where CF7's `span.wpcf7-spinner` goes: right after the `.has-spinner` submit. */
  readonly spinnerHost: HTMLElement | null;
  /** Fields whose floating tip the shopper put away (./floating-tip.ts). */
  readonly dismissedTips?: ReadonlySignal<ReadonlySet<string>> | undefined;
}

/**
 * CF7's feedback, in the plugin's own structure so the theme's CSS applies: inside
 * `.screen-reader-response` the status paragraph and the list of errors (each linking to its
 * control), the visible response area, a tip in each invalid field's wrap and the spinner. Server
 * text is rendered as text, never as HTML.
 */
export function ContactFeedback({
  state,
  targets,
}: {
  readonly state: ContactFormState;
  readonly targets: FeedbackTargets;
}) {
  useSignals();
  const message = state.message.value;
  const errors = [...state.errors.value];
  const dismissed = targets.dismissedTips?.value;
  return (
    <>
      <LiveRegion as="p">{message}</LiveRegion>{' '}
      <ul>
        {errors.map(([field, text]) => {
          const controlId = targets.controlIdOf(field);
          return (
            <li key={field} id={errorElementId(targets.unitTag, field)}>
              {controlId ? <a href={`#${controlId}`}>{text}</a> : text}
            </li>
          );
        })}
      </ul>
      {targets.responseOutput && createPortal(message, targets.responseOutput)}
      {errors.map(([field, text]) => {
        const wrap = targets.wrapOf(field);
        return wrap
          ? createPortal(
              <span
                className="wpcf7-not-valid-tip"
                aria-hidden="true"
                style={dismissed?.has(field) ? { display: 'none' } : undefined}
              >
                {text}
              </span>,
              wrap,
              field,
            )
          : null;
      })}
      {targets.spinnerHost && createPortal(<span className="wpcf7-spinner" />, targets.spinnerHost)}
    </>
  );
}
