import type { z } from 'zod';
import type { ZProposeCommunityRequest } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';

/**
 * Stores a proposed community as pending: hidden from every list until an admin approves it. The
 * proposer's one name and description stand in both languages until an admin edits them.
 */
export async function proposeCommunity(
  ctx: AppContext,
  options: { userId: string; input: z.output<typeof ZProposeCommunityRequest> },
): Promise<{ id: string; status: 'pending' }> {
  const { input } = options;
  const row = await ctx.database.db
    .insertInto('communities')
    .values({
      kind: input.kind,
      category_id: input.kind === 'sector' ? (input.categoryId ?? null) : null,
      governorate: input.kind === 'region' ? (input.governorate ?? null) : null,
      name_ar: input.name,
      name_en: input.name,
      description_ar: input.description,
      description_en: input.description,
      status: 'pending',
      proposed_by: options.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, status: 'pending' };
}
