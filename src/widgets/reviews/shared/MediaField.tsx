import { useRef } from 'react';
import { LiveRegion } from '../../../ui/live-region/LiveRegion.tsx';
import { MEDIA_TYPES } from './media-model.ts';
import { MEDIA_TEXTS } from './media-texts.ts';
import type { Media } from './use-media.ts';

/**
 * Photos and videos of a review: a file input (the whole selection is refused on a rule
 * violation, spec §5.3), then one item per file with its progress, and a delete button.
 */
/*
 * css/frontend.css 5.117 hides the file input (L1866, the plugin opens it from its drop zone) and the
 * preview until frontend.js adds `cr-form-visible` (L1869, L1874; frontend.js L1389). The input is this
 * field's keyboard control and the preview holds each file's delete button, so both carry an inline
 * display the plugin's rules cannot take away.
 */
const INPUT_SHOWN = { display: 'block' } as const;
const PREVIEW_SHOWN = { display: 'flex' } as const;
const BAR = { display: 'block', width: '100%', height: '100%' } as const;

export function MediaField({ id, media, disabled }: { id: string; media: Media; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="cr-form-item-media" data-field="media">
      <div className="cr-review-form-lbl" id={`${id}-label`}>
        {MEDIA_TEXTS.label}
      </div>
      <div className="cr-form-item-media-none">
        <label htmlFor={`${id}-file`}>{media.hint}</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          multiple
          disabled={disabled}
          className="cr-form-item-media-file"
          style={INPUT_SHOWN}
          accept={MEDIA_TYPES.join(',')}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            media.add([...(event.target.files ?? [])]);
            // Clearing lets the same file be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      </div>
      <LiveRegion
        politeness="assertive"
        id={`${id}-message`}
        className={media.message ? 'cr-review-form-field-error cr-upload-error' : undefined}
      >
        {media.message}
      </LiveRegion>
      {media.items.length > 0 && (
        <ul className="cr-form-item-media-preview" style={PREVIEW_SHOWN} aria-labelledby={`${id}-label`}>
          {media.items.map((item) => (
            <li
              key={item.localId}
              className={`cr-upload-images-containers${item.status === 'ok' ? ' cr-upload-ok' : item.status === 'pending' ? ' cr-upload-pending' : ' cr-upload-delete-pending'}`}
            >
              {item.preview ? <img src={item.preview} alt="" width={60} height={60} /> : null}
              <span className="cr-upload-name">{item.name}</span>
              {item.status === 'pending' && (
                // The plugin's own bar box (css L1983: absolute, over the image), since its image fills the 108 px tile.
                <span className="cr-upload-images-pbar">
                  <progress
                    className="cr-upload-progress"
                    style={BAR}
                    max={100}
                    value={item.percent}
                    aria-label={MEDIA_TEXTS.uploading(item.name)}
                  >
                    {item.percent}%
                  </progress>
                </span>
              )}
              {item.status === 'pending' && <span className="cr-upload-percent">{item.percent}%</span>}
              {item.status === 'deleting' && <span className="cr-upload-deleting">{MEDIA_TEXTS.deleting}</span>}
              <button
                type="button"
                className="cr-upload-delete"
                disabled={disabled || item.status === 'deleting'}
                aria-label={MEDIA_TEXTS.remove(item.name)}
                onClick={() => media.remove(item.localId)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
