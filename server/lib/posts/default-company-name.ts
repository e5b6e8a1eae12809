import type { AppContext } from '#server/context.ts';

/** The company name a product gets when none is typed: the profile's business name, else the person's name. */
export async function defaultCompanyName(ctx: AppContext, userId: string): Promise<string> {
  const { db } = ctx.database;
  const profile = await db.selectFrom('profiles').select(['business_name', 'full_name']).where('id', '=', userId).executeTakeFirst();
  if (profile?.business_name) return profile.business_name;
  if (profile?.full_name) return profile.full_name;
  const user = await db.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirst();
  return user?.name ?? '';
}
