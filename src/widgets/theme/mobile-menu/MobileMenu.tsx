import type { Signal } from '@preact/signals-core';
import { Fragment, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { OffCanvas, type OffCanvasSide } from '../shared/OffCanvas.tsx';
import { useAdoptedElement } from '../shared/use-adopted-element.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import { BackButton, OpenLevelButton } from './LevelButtons.tsx';
import type { Level } from './levels.ts';

/** Flatsome marks the item whose sub-level is shown; the theme CSS slides it in. */
const OPEN_LEVEL_CLASS = 'nav-slide-open';

interface MobileMenuProps {
  readonly host: HTMLElement;
  readonly open: Signal<boolean>;
  readonly path: Signal<readonly Level[]>;
  readonly side: Signal<OffCanvasSide>;
  readonly label: string;
  readonly levels: readonly Level[];
  readonly onOpenLevel: (level: Level) => void;
  readonly onBack: () => void;
  readonly onClose: () => void;
}

/**
 * The mobile sidebar in the shared off-canvas Dialog. The server's `#main-menu` is moved into the
 * dialog while it is open and put back after, so its links, search form and the widgets inside
 * stay the page's own. The level buttons render into slots inside that markup.
 */
export function MobileMenu({ host, open, path, side, label, levels, onOpenLevel, onBack, onClose }: MobileMenuProps) {
  useSignals();
  const shown = path.value;
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    for (const level of levels) level.item.classList.toggle(OPEN_LEVEL_CLASS, shown.includes(level));
    const target = focusNext.current?.();
    focusNext.current = null;
    target?.focus();
  }, [shown, levels]);

  const slot = useAdoptedElement(host);

  const openLevel = (level: Level) => {
    focusNext.current = () => level.backSlot.querySelector('button');
    onOpenLevel(level);
  };
  const back = (level: Level) => {
    focusNext.current = () => level.toggleSlot.querySelector('button');
    onBack();
  };

  return (
    <>
      <OffCanvas open={open.value} onClose={onClose} side={side.value} label={label} className="mobile-sidebar-dialog">
        <div ref={slot} className="mobile-sidebar-slot" />
      </OffCanvas>
      {levels.map((level) => (
        <Fragment key={level.menu.id}>
          {createPortal(
            <OpenLevelButton
              name={level.name}
              menuId={level.menu.id}
              expanded={shown.includes(level)}
              onOpen={() => openLevel(level)}
            />,
            level.toggleSlot,
          )}
          {createPortal(<BackButton name={level.name} onBack={() => back(level)} />, level.backSlot)}
        </Fragment>
      ))}
    </>
  );
}
