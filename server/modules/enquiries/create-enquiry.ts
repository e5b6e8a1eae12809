import { sql } from 'kysely';
import type { TCreateEnquiryRequest, TCreateEnquiryResponse } from '#common/schemas/enquiries.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';

/** At most this many enquiries per user per hour: enough for a person, too few for a spammer. */
export const ENQUIRIES_PER_HOUR = 10;

/**
 * Stores an enquiry or suggestion from a signed-in user. `userId` and `email` come from the
 * session; the text has already been validated and trimmed by ZCreateEnquiryRequest.
 */
export async function createEnquiry(
  ctx: AppContext,
  options: { userId: string; email: string; request: TCreateEnquiryRequest },
): Promise<TCreateEnquiryResponse> {
  // Counted in the database, so that the limit holds across server processes; the user's own
  // lock makes counting and inserting one step, so parallel requests cannot all pass the count.
  const row = await ctx.database.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`enquiries:${options.userId}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', options.userId)
      .where(sql<boolean>`created_at > now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= ENQUIRIES_PER_HOUR) {
      throw new AppError(429, 'rate_limited', 'Too many enquiries; try again later');
    }
    return trx
      .insertInto('enquiries')
      .values({
        title: options.request.title,
        description: options.request.description,
        user_id: options.userId,
        email: options.email,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
  });
  // Generated<Timestamp> reads back as the driver's Date.
  return { id: row.id, createdAt: (row.created_at as unknown as Date).toISOString() };
}
