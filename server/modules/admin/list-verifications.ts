import { ADMIN_PAGE_SIZE, type TAdminPage, type TAdminVerification, type TVerificationDocument, type TVerificationStatus } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { isoOf } from '#server/lib/iso.ts';

/** Where an admin reads a private document (GET /api/v1/admin/documents/{id}). */
export function adminDocumentUrl(id: string): string {
  return `/api/v1/admin/documents/${id}`;
}

function toDocument(id: string | null, path: string | null): TVerificationDocument | null {
  if (!id || !path) return null;
  return { id, kind: path.endsWith('.pdf') ? 'pdf' : 'image', url: adminDocumentUrl(id) };
}

/** A request, who made it, and where its two documents are kept. */
const VERIFICATION_COLUMNS = [
  'v.id',
  'v.status',
  'v.user_id',
  'u.name as user_name',
  'u.email as user_email',
  'v.business_name',
  'v.registration_number',
  'v.notes',
  'v.commercial_register_id',
  'cr.path as cr_path',
  'v.industrial_licence_id',
  'il.path as il_path',
  'v.reason',
  'v.created_at',
  'v.decided_at',
] as const;

/** The verification queue of one status, oldest pending first would hide new ones: newest first. */
export async function listVerifications(
  ctx: AppContext,
  options: { status: TVerificationStatus; cursor?: string },
): Promise<TAdminPage<TAdminVerification>> {
  const query = ctx.database.db
    .selectFrom('verification_requests as v')
    .leftJoin('user as u', 'u.id', 'v.user_id')
    .leftJoin('images as cr', 'cr.id', 'v.commercial_register_id')
    .leftJoin('images as il', 'il.id', 'v.industrial_licence_id')
    .select(VERIFICATION_COLUMNS)
    .where('v.status', '=', options.status);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'v', cursor: options.cursor, size: ADMIN_PAGE_SIZE });
  const items = rows.map((row) => ({
    id: row.id,
    status: row.status,
    user: { id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' },
    businessName: row.business_name,
    registrationNumber: row.registration_number,
    notes: row.notes,
    commercialRegister: toDocument(row.commercial_register_id, row.cr_path),
    industrialLicence: toDocument(row.industrial_licence_id, row.il_path),
    reason: row.reason,
    createdAt: isoOf(row.created_at),
    decidedAt: isoOf(row.decided_at),
  }));
  return { items, nextCursor };
}
