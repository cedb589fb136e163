import { useState } from 'react';
import { Stars } from '../../../ui/Stars.tsx';

interface RatingStarsProps {
  readonly initial: number;
  readonly onChoose: (value: number) => void;
  readonly labels: readonly string[];
  readonly labelledBy?: string;
  readonly required: boolean;
}

/** WooCommerce's rating row drawn as the shared star radio group. */
export function RatingStars({ initial, onChoose, labels, labelledBy, required }: RatingStarsProps) {
  const [value, setValue] = useState(initial);
  const choose = (next: number) => {
    onChoose(next);
    setValue(next);
  };
  return (
    <Stars
      as="p"
      className={value > 0 ? 'stars selected' : 'stars'}
      value={value}
      onChange={choose}
      labels={labels}
      labelledBy={labelledBy}
      label={labelledBy ? undefined : 'Evaluarea ta'}
      required={required}
      starClassName={(star, state) => `star-${star}${state.checked ? ' active' : ''}`}
    />
  );
}
