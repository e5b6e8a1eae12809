import type { ErrorBody } from '#common/errors.ts';
import { ZUploadedImage, type TUploadedImage, type TUploadFolder } from '#common/schemas/uploads.ts';
import { ApiError } from '#client/lib/api.ts';

/**
 * Uploads one picture (POST /api/v1/uploads/images) and resolves with its public URLs once the
 * server has checked and stored it. Uses XMLHttpRequest because fetch cannot report upload
 * progress: `onProgress` gets the fraction sent, 0 to 1. Throws ApiError with the server's code
 * (`image_invalid`, `payload_too_large`, `unauthenticated`, …) or `network`.
 *
 * @example const image = await uploadImage(file, 'posts', (fraction) => setProgress(fraction));
 */
export function uploadImage(
  file: File,
  folder: TUploadFolder = 'avatars',
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TUploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/uploads/images');
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        const parsed = ZUploadedImage.safeParse(request.response);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data);
        } else reject(new ApiError('internal', 'The server answered with something unexpected', request.status));
        return;
      }
      const body = request.response as ErrorBody | null;
      reject(new ApiError(body?.error.code ?? 'internal', body?.error.message ?? request.statusText, request.status, body?.error.fields));
    };
    request.onerror = () => reject(new ApiError('network', 'The upload could not reach the server', 0));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    form.append('folder', folder);
    request.send(form);
  });
}
