import type { Signal } from '@preact/signals-core';
import { useState } from 'react';
import { Stars } from '../../../ui/Stars.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { StarImages } from '../shared/StarImages.tsx';
import { TEXTS } from '../shared/texts.ts';

interface ClassicStarsProps {
  readonly initial: number;
  /** Writes the plugin's hidden `cr_onsite_…` input the native post carries. */
  readonly onChoose: (value: number) => void;
  readonly labelId: string;
  readonly errorId: string;
  readonly required: boolean;
  readonly invalid: Signal<boolean>;
}

/**
 * One rating of the classic form (5.117 `display_rating()` inside #commentform), drawn by the
 * shared Stars radio group: choosing writes the value into the plugin's hidden input, so the
 * review reaches wp-comments-post.php under the plugin's own field name. The stars are the plugin's
 * own two images, so its stylesheet sizes them as it sizes the printed ones.
 */
export function ClassicStars({ initial, onChoose, labelId, errorId, required, invalid }: ClassicStarsProps) {
  useSignals();
  const [value, setValue] = useState(initial);
  const choose = (next: number) => {
    setValue(next);
    onChoose(next);
  };
  return (
    <>
      <Stars
        value={value}
        onChange={choose}
        labels={TEXTS.starLabels}
        labelledBy={labelId}
        describedBy={invalid.value ? errorId : undefined}
        required={required}
        invalid={invalid.value}
        hoverable
        className="cr-review-form-rating-stars"
        starClassName={(_star, state) =>
          `cr-review-form-rating-inner${state.checked ? ' cr-review-form-rating-actv' : ''}${state.filled ? ' cr-rating-filled' : ''}`
        }
        renderStar={(_star, state) => <StarImages filled={state.filled} />}
      />
      <div className="cr-review-form-rating-nbr" aria-hidden="true">
        {value}/5
      </div>
    </>
  );
}
