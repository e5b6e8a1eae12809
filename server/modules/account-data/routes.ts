import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { ACCOUNT_DELETE_LIMIT, DATA_EXPORT_LIMIT } from '#common/limits.ts';
import { ZDeleteAccountRequest, type TDeletionRequirements } from '#common/schemas/account-data.ts';
import type { AppContext } from '#server/context.ts';
import { validate } from '#server/lib/validate.ts';
import { requireUser, type UserEnv } from '#server/lib/require-user.ts';
import { userRateLimit } from '#server/lib/user-rate-limit.ts';
import { checkDeletionProof } from './check-deletion-proof.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccountData } from './export-account-data.ts';
import { findDeletionRequirements } from './find-deletion-requirements.ts';

/**
 * The signed-in user's own data (the privacy page's promise), owner from the session:
 * - GET /me/export → a tar.gz attachment: data.json and the user's stored files
 * - GET /me/delete-account → TDeletionRequirements: what deleting asks for
 * - POST /me/delete-account (TDeleteAccountRequest) → 204; the account is gone and signed out
 */
export function accountDataRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  const secure = ctx.config.publicUrl.startsWith('https://');

  app.get('/me/export', requireUser(ctx), userRateLimit(ctx, DATA_EXPORT_LIMIT), async (c) => {
    const { fileName, stream } = await exportAccountData(ctx, { userId: c.get('user').id });
    return c.body(stream, 200, {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  app.get('/me/delete-account', requireUser(ctx), async (c) => {
    const { password, code, confirmation } = await findDeletionRequirements(ctx, { userId: c.get('user').id });
    c.header('cache-control', 'private, no-store');
    return c.json<TDeletionRequirements>({ password, code, confirmation });
  });

  app.post('/me/delete-account', requireUser(ctx), userRateLimit(ctx, ACCOUNT_DELETE_LIMIT), validate('json', ZDeleteAccountRequest), async (c) => {
    const userId = c.get('user').id;
    const requirements = await findDeletionRequirements(ctx, { userId });
    await checkDeletionProof(ctx, { userId, requirements, proof: c.req.valid('json'), headers: c.req.raw.headers });
    await deleteAccount(ctx, { userId });
    // The sessions are gone already; the browser forgets its cookies too.
    for (const name of ['session_token', 'session_data', 'dont_remember']) {
      deleteCookie(c, `${secure ? '__Secure-' : ''}sbp.${name}`, { path: '/', secure });
    }
    c.header('cache-control', 'no-store');
    return c.body(null, 204);
  });
  return app;
}
