import { apiResponse } from '#client/lib/api.ts';

/**
 * Downloads the archive of the signed-in user's data (GET /api/v1/me/export) and hands it to the
 * browser as a file, under the name the server gave it. Throws ApiError (rate limited, signed out).
 */
export async function downloadMyData(): Promise<void> {
  const response = await apiResponse('/api/v1/me/export', { headers: { accept: 'application/gzip, application/json' } });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'account-data.tar.gz';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; the URL is kept a little for slow devices.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
