import { useState, type ReactNode } from 'react';
import { ensureUiStyles } from './styles.ts';
import { useRovingKeys } from './use-roving-keys.ts';

interface StarState {
  /** Drawn filled: up to the hovered star, else up to the checked one. */
  readonly filled: boolean;
  readonly checked: boolean;
}

interface StarsProps {
  /** The checked star, 0 for none. */
  readonly value: number;
  readonly onChange?: (value: number) => void;
  /** One accessible label per star; their count is the number of stars. */
  readonly labels: readonly string[];
  readonly label?: string;
  readonly labelledBy?: string;
  readonly describedBy?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly invalid?: boolean;
  /** Highlight up to the star under the pointer (or keyboard focus) before choosing. */
  readonly hoverable?: boolean;
  readonly onHover?: (value: number) => void;
  readonly className?: string;
  /** The group's element: a form's rating row is a `p` in WooCommerce's markup. */
  readonly as?: 'span' | 'p' | 'div';
  readonly starClassName?: (value: number, state: StarState) => string;
  readonly renderStar?: (value: number, state: StarState) => ReactNode;
}

/**
 * A star rating as an APG radio group: one tab stop (the checked star, or the first), arrow keys
 * move and check with wrap-around, Space checks, a click checks. Used by every rating in the shop.
 */
export function Stars({
  value,
  onChange,
  labels,
  label,
  labelledBy,
  describedBy,
  disabled = false,
  required,
  invalid,
  hoverable = false,
  onHover,
  className,
  as: Group = 'span',
  starClassName,
  renderStar,
}: StarsProps) {
  ensureUiStyles();
  const [hovered, setHovered] = useState(0);
  const count = labels.length;
  const shown = hoverable && hovered > 0 ? hovered : value;

  const hover = (next: number) => {
    if (!hoverable || disabled || next === hovered) return;
    setHovered(next);
    onHover?.(next);
  };
  const check = (next: number) => {
    if (!disabled) onChange?.(next);
  };
  const keys = useRovingKeys({
    count,
    isDisabled: () => disabled,
    onMove: (index) => check(index + 1),
    onActivate: (index) => check(index + 1),
  });

  return (
    <Group
      role="radiogroup"
      className={['vitrina-stars', className].filter(Boolean).join(' ')}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      onMouseLeave={() => hover(0)}
    >
      {labels.map((starLabel, index) => {
        const star = index + 1;
        const state: StarState = { filled: star <= shown, checked: star === value };
        return (
          <span
            key={star}
            ref={keys.setRef(index)}
            role="radio"
            aria-checked={state.checked}
            aria-label={starLabel}
            aria-disabled={disabled || undefined}
            tabIndex={disabled ? -1 : star === (value || 1) ? 0 : -1}
            data-value={star}
            data-filled={state.filled}
            className={['vitrina-star', starClassName?.(star, state)].filter(Boolean).join(' ')}
            onClick={() => {
              check(star);
              keys.focus(index);
            }}
            onKeyDown={(event) => keys.onKeyDown(event, index)}
            // Not onMouseEnter: React drops a mouseover whose relatedTarget is a React root or a node
            // of one, and waits for that node's mouseout. A node under a resting pointer that a widget
            // replaces gets none (Chromium sends the next mouseover from its parent, such a root), so
            // the star drawn under the pointer, or reached from there, would never fill.
            onMouseOver={() => hover(star)}
            onFocus={() => hover(star)}
            onBlur={() => hover(0)}
          >
            {renderStar ? renderStar(star, state) : <span aria-hidden="true">★</span>}
          </span>
        );
      })}
    </Group>
  );
}
