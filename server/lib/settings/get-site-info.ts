import type { TSiteInfo } from '#common/schemas/site.ts';
import type { AppContext } from '#server/context.ts';

export async function getSetting<T>(ctx: AppContext, key: string, fallback: T): Promise<T> {
  const row = await ctx.database.db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as T) : fallback;
}

export async function getSiteInfo(ctx: AppContext): Promise<TSiteInfo> {
  const { config } = ctx;
  return {
    maintenance: await getSetting(ctx, 'maintenance', true),
    brand: { en: config.brandEn, ar: config.brandAr },
    supportEmail: config.supportEmail,
    social: config.social,
    googleEnabled: Boolean(config.google),
    phoneAuthEnabled: config.authPhoneEnabled,
  };
}
