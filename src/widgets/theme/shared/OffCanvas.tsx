import type { ReactNode, RefObject } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import { injectStylesOnce } from '../../../ui/styles.ts';

/**
 * Placement of the one Dialog as a panel along the left or right edge (Flatsome's off-canvas
 * sidebar, `data-pos`). Kept apart from the Dialog's own rules; injected once on first use.
 */
const CSS = `
.vitrina-off-canvas{margin:0;padding:20px 16px;height:100dvh;max-height:100dvh;width:min(320px,88vw);max-width:88vw;box-sizing:border-box;overflow:auto}
.vitrina-off-canvas--left{margin-right:auto;animation:vitrina-off-canvas-left .2s ease-out}
.vitrina-off-canvas--right{margin-left:auto;animation:vitrina-off-canvas-right .2s ease-out}
@keyframes vitrina-off-canvas-left{from{transform:translateX(-100%)}}
@keyframes vitrina-off-canvas-right{from{transform:translateX(100%)}}
@media (prefers-reduced-motion:reduce){.vitrina-off-canvas--left,.vitrina-off-canvas--right{animation:none}}
`;

function ensureOffCanvasStyles(): void {
  injectStylesOnce('off-canvas', CSS);
}

export type OffCanvasSide = 'left' | 'right';

/** Reads Flatsome's `data-pos`; anything but `left` opens on the right, as the theme does. */
export function offCanvasSide(position: string | null | undefined): OffCanvasSide {
  return position === 'left' ? 'left' : 'right';
}

interface OffCanvasProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly side: OffCanvasSide;
  readonly label?: string;
  readonly labelledBy?: string;
  readonly className?: string;
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/** A modal side panel: everything the Dialog does (focus in, Tab wraps, Escape, backdrop, focus back). */
export function OffCanvas({ side, className, ...props }: OffCanvasProps) {
  if (props.open) ensureOffCanvasStyles();
  return (
    <Dialog
      {...props}
      className={['vitrina-off-canvas', `vitrina-off-canvas--${side}`, className].filter(Boolean).join(' ')}
    />
  );
}
