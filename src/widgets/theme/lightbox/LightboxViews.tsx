import { useState } from 'react';
import { Busy } from './Busy.tsx';
import { LIGHTBOX_ERROR } from '../../../ui/lightbox.ts';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import type { VideoEmbed } from './model.ts';
import { IMAGE_LOADING, VIDEO_UNSUPPORTED } from './texts.ts';

interface ImageViewProps {
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
}

/** One large image; spec §8's message when it cannot be loaded. */
export function ImageView({ src, alt, caption }: ImageViewProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  return (
    <figure className="vitrina-lightbox-image" style={{ margin: 0, textAlign: 'center' }}>
      <Busy busy={state === 'loading'} label={IMAGE_LOADING}>
        {state !== 'error' && (
          <img
            src={src}
            alt={alt}
            onLoad={() => setState('loaded')}
            onError={() => setState('error')}
            style={{
              maxWidth: '100%',
              maxHeight: '80vh',
              minWidth: 120,
              minHeight: 120,
              display: 'block',
              margin: '0 auto',
            }}
          />
        )}
      </Busy>
      <LiveRegion politeness="assertive" as="p" className="vitrina-lightbox-error">
        {state === 'error' ? LIGHTBOX_ERROR : ''}
      </LiveRegion>
      {caption !== '' && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

interface VideoViewProps {
  readonly embed: VideoEmbed;
  readonly title: string;
}

/** The player, created only now that the shopper opened it (no third-party request before). */
export function VideoView({ embed, title }: VideoViewProps) {
  const frame = { width: 'min(900px, 85vw)', aspectRatio: '16 / 9', border: 0, display: 'block' } as const;
  if (embed.kind === 'file') {
    return (
      <video
        className="vitrina-lightbox-video"
        src={embed.src}
        controls
        autoPlay
        playsInline
        style={frame}
        aria-label={title}
      >
        {VIDEO_UNSUPPORTED}
      </video>
    );
  }
  return (
    <iframe
      className="vitrina-lightbox-video"
      src={embed.src}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      style={frame}
    />
  );
}
