import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deleteMedia, uploadMedia, type UploadVariant } from './api/media.ts';
import { readReviewsConfig } from './config/reviews.ts';
import type { Run } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import { checkSelection, finishedIds, uploadOutcome, type MediaItem } from './media-model.ts';
import { MEDIA_TEXTS } from './media-texts.ts';

export interface Media {
  readonly items: readonly MediaItem[];
  readonly message: string;
  readonly hint: string;
  readonly unfinished: boolean;
  readonly finishedIds: string[];
  add(files: readonly File[]): void;
  remove(localId: number): void;
  reset(cancelled: boolean): void;
}

let nextLocalId = 1;

type Patch = (localId: number, change: Partial<MediaItem> | null) => void;

/** The form's items, a ref that always reads the latest, and `patch`: change one item, or take it away (`null`) with its preview. */
function useMediaItems() {
  const [items, setItems] = useState<readonly MediaItem[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const patch: Patch = useCallback((localId, change) => {
    setItems((current) => {
      const found = current.find((item) => item.localId === localId);
      if (found && change === null && found.preview) URL.revokeObjectURL(found.preview);
      return change === null
        ? current.filter((item) => item.localId !== localId)
        : current.map((item) => (item.localId === localId ? { ...item, ...change } : item));
    });
  }, []);
  return { items, setItems, itemsRef, patch };
}

/** One file's upload, abortable by its item's id (a delete, a reset; every one at unmount), its progress and outcome patched in. */
function useUpload(variant: UploadVariant, patch: Patch, setMessage: (message: string) => void) {
  const controllers = useRef(new Map<number, AbortController>());
  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);
  const upload = useCallback(
    async (item: MediaItem, file: File) => {
      const controller = new AbortController();
      controllers.current.set(item.localId, controller);
      try {
        const result = await uploadMedia(file, variant, {
          signal: controller.signal,
          onProgress: (percent) => patch(item.localId, { percent }),
        });
        // Aborted by a delete or an unmount, which already took the item away.
        if (!result.ok && result.error.kind === 'aborted') return;
        const outcome = result.ok
          ? uploadOutcome(result.value, MEDIA_TEXTS.uploadFailed)
          : { ok: false as const, message: MEDIA_TEXTS.transport[result.error.kind] };
        if (outcome.ok) {
          patch(item.localId, { status: 'ok', percent: 100, attachment: outcome.attachment });
          announce(MEDIA_TEXTS.uploaded(item.name));
        } else {
          patch(item.localId, null);
          setMessage(outcome.message);
        }
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      } finally {
        controllers.current.delete(item.localId);
      }
    },
    [patch, variant, setMessage],
  );
  return { upload, controllers };
}

/**
 * The uploads of one form (spec §4.5, §5.3): each file pending with its percent → ok (id, key), or
 * removed with the server's message; delete pending → removed on code 200. Each upload goes
 * through `run`, the widget context's guarded run: one that throws takes its item away and is reported.
 */
export function useMedia(variant: UploadVariant, run: Run): Media {
  const config = useMemo(() => readReviewsConfig(), []);
  const { items, setItems, itemsRef, patch } = useMediaItems();
  const [message, setMessage] = useState('');
  const { upload, controllers } = useUpload(variant, patch, setMessage);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const problem = checkSelection(itemsRef.current.length, files, config);
      if (problem) {
        setMessage(problem);
        return;
      }
      setMessage('');
      const added = files.map((file): MediaItem => ({
        localId: nextLocalId++,
        name: file.name,
        status: 'pending',
        percent: 0,
        preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : '',
      }));
      setItems((current) => [...current, ...added]);
      added.forEach((item, index) =>
        run(
          upload(item, files[index]!).catch((error: unknown) => {
            patch(item.localId, null);
            throw error;
          }),
        ),
      );
    },
    [config, upload, patch, run, itemsRef, setItems],
  );

  const remove = useCallback(
    async (localId: number) => {
      const item = itemsRef.current.find((candidate) => candidate.localId === localId);
      if (!item) return;
      if (item.status === 'pending') {
        controllers.current.get(localId)?.abort();
        patch(localId, null);
        return;
      }
      if (item.status !== 'ok' || !item.attachment) return;
      patch(localId, { status: 'deleting' });
      const result = await deleteMedia(item.attachment, variant, `cr-upload-images-containers`);
      if (result.ok && result.value.code === 200) {
        patch(localId, null);
        announce(MEDIA_TEXTS.removed(item.name));
      } else {
        patch(localId, { status: 'ok' });
        setMessage(MEDIA_TEXTS.deleteFailed);
      }
    },
    [patch, variant, itemsRef, controllers],
  );

  const reset = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    itemsRef.current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview));
    setItems([]);
    setMessage('');
  }, [controllers, itemsRef, setItems]);

  return {
    items,
    message,
    hint: config.uploadHint,
    unfinished: items.some((item) => item.status !== 'ok'),
    finishedIds: finishedIds(items),
    add,
    remove: (localId) => {
      remove(localId).catch(() => setMessage(MEDIA_TEXTS.deleteFailed));
    },
    reset,
  };
}
