import type { TMyVerification } from '#common/schemas/admin.ts';
import type { AppContext } from '#server/context.ts';
import { isoOf } from '#server/lib/iso.ts';

interface Row {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  business_name: string;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

export function toMyVerification(row: Row): TMyVerification {
  return {
    id: row.id,
    status: row.status,
    businessName: row.business_name,
    reason: row.reason,
    createdAt: isoOf(row.created_at),
    decidedAt: isoOf(row.decided_at),
  };
}

/** The user's latest verification request (with the reason of a rejection), or null. */
export async function getMyVerification(ctx: AppContext, userId: string): Promise<TMyVerification | null> {
  const row = await ctx.database.db
    .selectFrom('verification_requests')
    .select(['id', 'status', 'business_name', 'reason', 'created_at', 'decided_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toMyVerification(row) : null;
}
