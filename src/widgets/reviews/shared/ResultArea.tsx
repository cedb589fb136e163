import { useEffect, useRef } from 'react';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import type { FormResult } from './review-model.ts';

/**
 * `.cr-review-form-result`: the server's message (as text) and its continue button, success or
 * error style (spec §4.5). The status region is rendered from the start so the message is read.
 */
/*
 * css/frontend.css 5.117 L1091 hides `.cr-review-form-result` until the wrap has `cr-review-form-res`
 * (L1105), which the form's submit hook sets after this box's own effect has run: the continue button
 * would be focused while still hidden, and the focus lost. An inline display, as frontend.js's
 * jQuery gives what it shows, makes the box visible in the same commit as its button.
 */
const SHOWN = { display: 'flex' } as const;

export function ResultArea({ result, onContinue }: { result: FormResult | null; onContinue: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (result) button.current?.focus();
  }, [result]);
  const style = result ? (result.success ? ' cr-review-form-success' : ' cr-review-form-error-result') : '';
  return (
    <div className={`cr-review-form-result${style}`} style={result ? SHOWN : undefined}>
      <LiveRegion as="span" politeness={result && !result.success ? 'assertive' : 'polite'}>
        {result?.message ?? ''}
      </LiveRegion>
      {result && (
        <button
          ref={button}
          type="button"
          className={`cr-review-form-continue${result.success ? ' cr-review-form-continue-success' : ''}`}
          onClick={onContinue}
        >
          {result.button}
        </button>
      )}
    </div>
  );
}
