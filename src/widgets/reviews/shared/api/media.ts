import { readEndpoints } from '../../../../config/woocommerce.ts';
import { adminAjax } from '../../../../api/admin-ajax.ts';
import { decode, numeric, object, optional, string, text, type Decoder } from '../../../../api/decode.ts';
import { uploadGated } from '../../../../api/gate.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../../api/http.ts';
import { fail, ok, type Result } from '../../../../api/result.ts';

/**
 * Customer Reviews' media uploads (spec §7.2), both variants: the newer form (`cr_upload_media`,
 * `cr_delete_media`) and the classic form (`cr_upload_local_images_frontend`,
 * `cr_delete_local_images_frontend`, nonce-checked). Uploads go through XMLHttpRequest because
 * fetch reports no upload progress over HTTP/1.1 (through the origin gate); the answer is decoded like every other.
 */
export interface UploadAnswer {
  readonly code: number;
  readonly attachment: { readonly id: string; readonly key: string; readonly nonce: string | undefined } | undefined;
  readonly message: string | undefined;
}

const uploadAnswer: Decoder<UploadAnswer> = object({
  code: numeric,
  attachment: optional(object({ id: text, key: string, nonce: optional(string) })),
  message: optional(string),
});

export type UploadVariant =
  | { readonly kind: 'media'; readonly productId: string; readonly nonce: string }
  | { readonly kind: 'local'; readonly productId: string; readonly nonce: string; readonly captcha: string };

export interface UploadOptions {
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
  readonly timeout?: number;
}

function parseBody(status: number, body: string): Result<unknown> {
  if (status < 200 || status >= 300) return fail({ kind: 'http', status });
  try {
    return ok(body.trim() === '' ? null : JSON.parse(body));
  } catch {
    return fail({ kind: 'invalid_json', detail: 'the body is not JSON' });
  }
}

export function uploadMedia(
  file: File,
  variant: UploadVariant,
  options: UploadOptions = {},
): Promise<Result<UploadAnswer>> {
  const form = new FormData();
  if (variant.kind === 'media') {
    form.append('action', 'cr_upload_media');
    form.append('cr_item', variant.productId);
    // 5.117 checks `cr-upload-images-frontend` from `.cr-review-form-wrap[data-nonce]` (507 without it).
    form.append('cr_nonce', variant.nonce);
  } else {
    form.append('action', 'cr_upload_local_images_frontend');
    form.append('cr_nonce', variant.nonce);
    form.append('cr_postid', variant.productId);
    form.append('cr_captcha', variant.captcha);
  }
  form.append('cr_file', file);
  const what = String(form.get('action'));
  const request = {
    url: readEndpoints().adminAjaxUrl,
    body: form,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    signal: options.signal,
    onProgress: options.onProgress,
  };
  return uploadGated(request, what).then((answer) => {
    if (!answer.ok) return answer;
    const parsed = parseBody(answer.value.status, answer.value.body);
    return parsed.ok ? decode(uploadAnswer, parsed.value) : parsed;
  });
}

export interface DeleteAnswer {
  readonly code: number;
}

const deleteAnswer: Decoder<DeleteAnswer> = object({ code: numeric, class: optional(string) });

/** The classic delete is checked against the nonce its upload answered with (`data-delnonce`). */
export function deleteMedia(
  attachment: { id: string; key: string; nonce?: string | undefined },
  variant: UploadVariant,
  itemClass = '',
): Promise<Result<DeleteAnswer>> {
  const image = JSON.stringify({ id: Number(attachment.id), key: attachment.key });
  return variant.kind === 'media'
    ? adminAjax('cr_delete_media', { image }, deleteAnswer)
    : adminAjax(
        'cr_delete_local_images_frontend',
        { cr_nonce: attachment.nonce ?? variant.nonce, image, class: itemClass },
        deleteAnswer,
      );
}
