import type { AppContext } from '#server/context.ts';

/**
 * The account that signs in with this phone number (E.164), if any: only a number whose owner
 * confirmed a code sent to it (server/modules/profiles/confirm-phone.ts). A number merely typed
 * into a profile or a sign-up form signs in nobody.
 */
export async function findUserByPhone(ctx: AppContext, phone: string): Promise<{ id: string; email: string } | undefined> {
  return ctx.database.db
    .selectFrom('user')
    .select(['id', 'email'])
    .where('phoneNumber', '=', phone)
    .where('phoneNumberVerified', '=', true)
    .executeTakeFirst();
}
