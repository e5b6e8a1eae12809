import { ZUploadedDocument, type TUploadedDocument } from '#common/schemas/uploads.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Uploads one private document (a verification paper: PDF or picture); only its owner and admins can open it. */
export async function uploadDocument(file: File): Promise<TUploadedDocument> {
  const form = new FormData();
  form.append('file', file);
  return ZUploadedDocument.parse(await apiFetch<unknown>('/api/v1/uploads/documents', { method: 'POST', body: form }));
}
