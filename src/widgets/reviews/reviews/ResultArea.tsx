import { useEffect, useRef } from 'react';
import { LiveRegion } from '../../../ui/LiveRegion.tsx';
import type { FormResult } from './review-model.ts';

/**
 * `.cr-review-form-result`: the server's message (as text) and its continue button, success or
 * error style (spec §4.5). The status region is rendered from the start so the message is read.
 */
export function ResultArea({ result, onContinue }: { result: FormResult | null; onContinue: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (result) button.current?.focus();
  }, [result]);
  const style = result ? (result.success ? ' cr-review-form-success' : ' cr-review-form-error-result') : '';
  return (
    <div className={`cr-review-form-result${style}`}>
      <LiveRegion as="span" politeness={result && !result.success ? 'assertive' : 'polite'}>
        {result?.message ?? ''}
      </LiveRegion>
      {result && (
        <button ref={button} type="button" className={`cr-review-form-continue${result.success ? ' cr-review-form-continue-success' : ''}`} onClick={onContinue}>
          {result.button}
        </button>
      )}
    </div>
  );
}
