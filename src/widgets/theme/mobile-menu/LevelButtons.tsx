import { BACK_TEXT, backLabel, openLevelLabel } from './texts.ts';

interface OpenLevelButtonProps {
  readonly name: string;
  readonly menuId: string;
  readonly expanded: boolean;
  readonly onOpen: () => void;
}

/** Opens a sub-level; it says which one and whether it is the level shown. */
export function OpenLevelButton({ name, menuId, expanded, onOpen }: OpenLevelButtonProps) {
  return (
    <button
      type="button"
      className="toggle nav-slide-toggle"
      aria-label={openLevelLabel(name)}
      aria-expanded={expanded}
      aria-controls={menuId}
      onClick={onOpen}
    >
      <span aria-hidden="true">›</span>
    </button>
  );
}

interface BackButtonProps {
  readonly name: string;
  readonly onBack: () => void;
}

/** First entry of a sub-level: back to the level above. */
export function BackButton({ name, onBack }: BackButtonProps) {
  return (
    <button type="button" className="toggle nav-slide-back" aria-label={backLabel(name)} onClick={onBack}>
      <span aria-hidden="true">‹ </span>
      {BACK_TEXT}
    </button>
  );
}
