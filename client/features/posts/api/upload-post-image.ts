import type { ErrorBody } from '#common/errors.ts';
import { ApiError } from '#client/lib/api.ts';

export interface UploadedImage {
  id: string;
  url: string;
  baseUrl: string;
  width: number;
  height: number;
  variants: number[];
}

/**
 * Uploads one photo of a post (POST /api/v1/uploads/images, folder `posts`) and reports progress
 * from 0 to 1. XMLHttpRequest because fetch cannot report upload progress.
 */
export function uploadPostImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    form.append('folder', 'posts');
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/uploads/images');
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(request.response as UploadedImage);
        return;
      }
      const body = request.response as ErrorBody | null;
      reject(new ApiError(body?.error.code ?? 'internal', body?.error.message ?? request.statusText, request.status));
    };
    request.onerror = () => reject(new ApiError('network', 'Upload failed', 0));
    request.send(form);
  });
}
