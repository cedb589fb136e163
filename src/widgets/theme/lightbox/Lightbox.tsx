import type { Signal } from '@preact/signals-core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { OffCanvas, type OffCanvasSide } from '../shared/OffCanvas.tsx';
import { useAdoptedElement } from '../shared/use-adopted-element.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import { ImageView, VideoView } from './LightboxViews.tsx';
import type { VideoEmbed } from './model.ts';

export type LightboxContent =
  | {
      readonly kind: 'image';
      readonly src: string;
      readonly alt: string;
      readonly caption: string;
      readonly label: string;
    }
  | { readonly kind: 'video'; readonly embed: VideoEmbed; readonly label: string }
  | {
      readonly kind: 'inline';
      readonly element: HTMLElement;
      readonly side: OffCanvasSide | null;
      readonly label: string;
      readonly labelledBy?: string;
    };

interface LightboxProps {
  readonly content: Signal<LightboxContent | null>;
  /** True for the removal delay after a close (Flatsome's `mfp-removing`). */
  readonly closing: Signal<boolean>;
  readonly onClose: () => void;
}

/** Every theme lightbox in the one shared Dialog (or its off-canvas placement). */
export function Lightbox({ content, closing, onClose }: LightboxProps) {
  useSignals();
  const shown = content.value;
  const removing = closing.value ? ' mfp-removing' : '';
  if (shown?.kind === 'inline') return <InlineLightbox content={shown} onClose={onClose} removing={removing} />;
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      label={shown?.label}
      className={`vitrina-lightbox vitrina-lightbox--${shown?.kind ?? 'closed'}${removing}`}
    >
      {shown?.kind === 'image' && <ImageView src={shown.src} alt={shown.alt} caption={shown.caption} />}
      {shown?.kind === 'video' && <VideoView embed={shown.embed} title={shown.label} />}
    </Dialog>
  );
}

function InlineLightbox({
  content,
  onClose,
  removing,
}: {
  readonly content: Extract<LightboxContent, { kind: 'inline' }>;
  readonly onClose: () => void;
  readonly removing: string;
}) {
  const slot = useAdoptedElement(content.element);
  const body = <div ref={slot} className="vitrina-lightbox-inline" />;
  const naming = { label: content.labelledBy ? undefined : content.label, labelledBy: content.labelledBy };
  if (content.side) {
    return (
      <OffCanvas
        open
        onClose={onClose}
        side={content.side}
        {...naming}
        className={`vitrina-lightbox vitrina-lightbox--off-canvas${removing}`}
      >
        {body}
      </OffCanvas>
    );
  }
  return (
    <Dialog open onClose={onClose} {...naming} className={`vitrina-lightbox vitrina-lightbox--inline${removing}`}>
      {body}
    </Dialog>
  );
}
