import { useEffect, useId, useMemo } from 'react';
import type { Run } from '../../../runtime/types.ts';
import { MediaField } from '../shared/MediaField.tsx';
import { useMedia } from '../shared/use-media.ts';

interface ClassicMediaProps {
  readonly productId: string;
  readonly nonce: string;
  /** Tells the form's submit check whether an upload or delete is unfinished. */
  readonly onUnfinished: (unfinished: boolean) => void;
  /** The widget context's guarded run: the uploads go through it. */
  readonly run: Run;
}

/**
 * The classic form's local upload (5.117 `custom_fields_attachment()`, `#cr_review_image`):
 * each file through `cr_upload_local_images_frontend` with its progress, deletable through
 * `cr_delete_local_images_frontend`, and one hidden `cr-upload-images-ids[]` per finished file
 * for the native post (class-cr-reviews.php `save_review_image()` reads them).
 */
export function ClassicMedia({ productId, nonce, onUnfinished, run }: ClassicMediaProps) {
  const id = useId();
  const media = useMedia(
    useMemo(() => ({ kind: 'local', productId, nonce, captcha: '' }), [productId, nonce]),
    run,
  );
  useEffect(() => {
    onUnfinished(media.unfinished);
  }, [media.unfinished, onUnfinished]);
  return (
    <>
      <MediaField id={id} media={media} />
      {media.finishedIds.map((value) => (
        <input key={value} type="hidden" name="cr-upload-images-ids[]" value={value} />
      ))}
    </>
  );
}
