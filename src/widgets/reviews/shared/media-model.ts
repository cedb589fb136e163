import type { ReviewsConfig } from './config/reviews.ts';

/** The upload rules of spec §5.3: a violation rejects the whole selection with one message. */
export const MEDIA_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/jpg',
  'image/gif',
  'video/mp4',
  'video/mpeg',
  'video/ogg',
  'video/webm',
  'video/quicktime',
  'video/x-msvideo',
];

export function checkSelection(
  existing: number,
  files: readonly { type: string; size: number }[],
  config: Pick<ReviewsConfig, 'uploadLimit' | 'uploadMaxBytes' | 'errorTooMany' | 'errorFileType' | 'errorFileSize'>,
): string | null {
  if (existing + files.length > config.uploadLimit) return config.errorTooMany;
  if (files.some((file) => !MEDIA_TYPES.includes(file.type))) return config.errorFileType;
  // 25 MB, not the newer form's 100× comparison, which the spec reads as a defect.
  if (files.some((file) => file.size > config.uploadMaxBytes)) return config.errorFileSize;
  return null;
}

type MediaStatus = 'pending' | 'ok' | 'deleting';

export interface MediaItem {
  readonly localId: number;
  readonly name: string;
  readonly status: MediaStatus;
  readonly percent: number;
  readonly attachment?: { readonly id: string; readonly key: string; readonly nonce?: string };
  /** An object URL for image previews. */
  readonly preview: string;
}

/** The upload answer's outcome: ok with its attachment, or removed with the server's message. */
export function uploadOutcome(
  answer: { code: number; attachment?: { id: string; key: string; nonce?: string }; message?: string },
  fallback: string,
): { ok: true; attachment: { id: string; key: string; nonce?: string } } | { ok: false; message: string } {
  if (answer.code === 200 && answer.attachment) return { ok: true, attachment: answer.attachment };
  return { ok: false, message: answer.message?.trim() || fallback };
}

/** The `cr-upload-images-ids[]` values: one `{"id":…,"key":"…"}` per finished upload. */
export function finishedIds(items: readonly MediaItem[]): string[] {
  return items.flatMap((item) =>
    item.status === 'ok' && item.attachment
      ? [JSON.stringify({ id: Number(item.attachment.id), key: item.attachment.key })]
      : [],
  );
}
