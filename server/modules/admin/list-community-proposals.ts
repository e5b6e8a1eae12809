import { sql } from 'kysely';
import { ADMIN_PAGE_SIZE, type TAdminCommunityProposal, type TAdminPage, type TCommunityProposalStatus } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { isoOf } from '#server/lib/iso.ts';

/** A proposed community, its category's names and who proposed it. */
const PROPOSAL_COLUMNS = [
  'c.id',
  'c.status',
  'c.kind',
  'c.category_id',
  'k.name_ar as category_name_ar',
  'k.name_en as category_name_en',
  'c.governorate',
  'c.name_ar',
  'c.name_en',
  'c.description_ar',
  'c.description_en',
  'c.proposed_by',
  'u.name as proposer_name',
  'u.email as proposer_email',
  'c.refusal_reason',
  sql<Date>`c.created_at`.as('created_at'),
  'c.decided_at',
] as const;

/**
 * The communities people proposed, of one status, newest first, with who proposed them. Seeded
 * communities (no proposer) are not proposals and never appear here.
 */
export async function listCommunityProposals(
  ctx: AppContext,
  options: { status: TCommunityProposalStatus; cursor?: string },
): Promise<TAdminPage<TAdminCommunityProposal>> {
  const query = ctx.database.db
    .selectFrom('communities as c')
    .leftJoin('user as u', 'u.id', 'c.proposed_by')
    .leftJoin('categories as k', 'k.id', 'c.category_id')
    .select(PROPOSAL_COLUMNS)
    .where('c.proposed_by', 'is not', null)
    .where('c.status', '=', options.status);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'c', cursor: options.cursor, size: ADMIN_PAGE_SIZE, idType: 'text' });
  const items = rows.map((row) => ({
    id: row.id,
    status: row.status,
    kind: row.kind,
    category: row.category_id ? { id: row.category_id, nameAr: row.category_name_ar ?? row.category_id, nameEn: row.category_name_en ?? row.category_id } : null,
    governorate: row.governorate,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    descriptionAr: row.description_ar,
    descriptionEn: row.description_en,
    proposer: { id: row.proposed_by ?? '', name: row.proposer_name ?? '', email: row.proposer_email ?? '' },
    refusalReason: row.refusal_reason,
    createdAt: isoOf(row.created_at),
    decidedAt: isoOf(row.decided_at),
  }));
  return { items, nextCursor };
}
