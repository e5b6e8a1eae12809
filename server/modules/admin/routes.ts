import { Hono } from 'hono';
import {
  ZAdminCommunityIdParam,
  ZAdminCommunityQuery,
  ZAdminEnquiryQuery,
  ZAdminIdParam,
  ZAdminReportQuery,
  ZAdminUserIdParam,
  ZAdminUserQuery,
  ZAdminVerificationQuery,
  ZRefuseCommunityRequest,
  ZRejectVerificationRequest,
  ZResolveReportRequest,
  ZSetAdminRoleRequest,
  ZSetEnquiryHandledRequest,
  ZSetMaintenanceRequest,
  ZSuspendUserRequest,
  ZPluralPairRequest,
  ZSearchMissSynonymsRequest,
  ZSynonymGroupRequest,
  ZSynonymIdParam,
  ZSynonymQuery,
} from '#common/schemas/admin.ts';
import { ZPageQuery } from '#common/schemas/pages.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { validate } from '#server/lib/validate.ts';
import { requireAdmin } from '#server/lib/require-admin.ts';
import type { UserEnv } from '#server/lib/require-user.ts';
import { getSetting } from '#server/lib/settings/get-site-info.ts';
import { readDocument } from '#server/lib/storage/read-document.ts';
import { decideCommunityProposal } from './decide-community-proposal.ts';
import { decideVerification } from './decide-verification.ts';
import { addMissSynonyms } from './add-miss-synonyms.ts';
import { deleteSynonyms } from './delete-synonyms.ts';
import { listAdminActions } from './list-admin-actions.ts';
import { listCommunityProposals } from './list-community-proposals.ts';
import { listEnquiries } from './list-enquiries.ts';
import { listReports } from './list-reports.ts';
import { listSearchMisses } from './list-search-misses.ts';
import { listSynonyms } from './list-synonyms.ts';
import { listUsers } from './list-users.ts';
import { listVerifications } from './list-verifications.ts';
import { resolveReport } from './resolve-report.ts';
import { savePlural } from './save-plural.ts';
import { saveSynonyms } from './save-synonyms.ts';
import { setAdminRole } from './set-admin-role.ts';
import { setEnquiryHandled } from './set-enquiry-handled.ts';
import { setMaintenance } from './set-maintenance.ts';
import { suspendUser } from './suspend-user.ts';
import { unsuspendUser } from './unsuspend-user.ts';

/**
 * The admin API under /api/v1/admin. One guard in front of every route: anyone who is not an
 * admin (signed out included) gets 404, as for a path that does not exist. Answers are never cached.
 */
export function adminRoutes(ctx: AppContext) {
  const app = new Hono<UserEnv>();
  app.use('/admin/*', requireAdmin(ctx));
  app.use('/admin/*', async (c, next) => {
    await next();
    c.header('cache-control', 'private, no-store');
  });
  const adminId = (c: { get(key: 'user'): { id: string } }) => c.get('user').id;

  app.get('/admin/verifications', validate('query', ZAdminVerificationQuery), async (c) => c.json(await listVerifications(ctx, c.req.valid('query'))));
  app.post('/admin/verifications/:id/approve', validate('param', ZAdminIdParam), async (c) => {
    await decideVerification(ctx, { adminId: adminId(c), id: c.req.valid('param').id, decision: 'approved', reason: null });
    return c.body(null, 204);
  });
  app.post('/admin/verifications/:id/reject', validate('param', ZAdminIdParam), validate('json', ZRejectVerificationRequest), async (c) => {
    await decideVerification(ctx, { adminId: adminId(c), id: c.req.valid('param').id, decision: 'rejected', reason: c.req.valid('json').reason });
    return c.body(null, 204);
  });
  // Any user's private document, for admins only (the owner reads theirs at /uploads/documents/:id).
  app.get('/admin/documents/:id', async (c) => {
    const document = await readDocument(ctx, { id: c.req.param('id'), ownerId: null });
    if (!document) throw new AppError(404, 'not_found', 'No such document');
    return c.body(document.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': document.contentType,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      // Shown in the queue (a picture) or in the browser's PDF viewer; never cached by anyone else.
      'content-disposition': `inline; filename="${document.fileName}"`,
    });
  });

  app.get('/admin/enquiries', validate('query', ZAdminEnquiryQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json(await listEnquiries(ctx, { handled: query.handled === 'true', cursor: query.cursor }));
  });
  app.post('/admin/enquiries/:id/handled', validate('param', ZAdminIdParam), validate('json', ZSetEnquiryHandledRequest), async (c) => {
    await setEnquiryHandled(ctx, { adminId: adminId(c), id: c.req.valid('param').id, handled: c.req.valid('json').handled });
    return c.body(null, 204);
  });

  app.get('/admin/reports', validate('query', ZAdminReportQuery), async (c) => c.json(await listReports(ctx, c.req.valid('query'))));
  app.post('/admin/reports/:id/resolve', validate('param', ZAdminIdParam), validate('json', ZResolveReportRequest), async (c) => {
    const body = c.req.valid('json');
    await resolveReport(ctx, { adminId: adminId(c), id: c.req.valid('param').id, action: body.action, reason: body.reason });
    return c.body(null, 204);
  });

  app.get('/admin/communities', validate('query', ZAdminCommunityQuery), async (c) => c.json(await listCommunityProposals(ctx, c.req.valid('query'))));
  app.post('/admin/communities/:id/approve', validate('param', ZAdminCommunityIdParam), async (c) => {
    await decideCommunityProposal(ctx, { adminId: adminId(c), id: c.req.valid('param').id, decision: 'approved', reason: null });
    return c.body(null, 204);
  });
  app.post('/admin/communities/:id/refuse', validate('param', ZAdminCommunityIdParam), validate('json', ZRefuseCommunityRequest), async (c) => {
    await decideCommunityProposal(ctx, { adminId: adminId(c), id: c.req.valid('param').id, decision: 'refused', reason: c.req.valid('json').reason });
    return c.body(null, 204);
  });

  app.get('/admin/users', validate('query', ZAdminUserQuery), async (c) => c.json(await listUsers(ctx, c.req.valid('query'))));
  app.post('/admin/users/:id/role', validate('param', ZAdminUserIdParam), validate('json', ZSetAdminRoleRequest), async (c) => {
    await setAdminRole(ctx, { adminId: adminId(c), userId: c.req.valid('param').id, isAdmin: c.req.valid('json').isAdmin });
    return c.body(null, 204);
  });
  app.post('/admin/users/:id/suspend', validate('param', ZAdminUserIdParam), validate('json', ZSuspendUserRequest), async (c) => {
    await suspendUser(ctx, { adminId: adminId(c), userId: c.req.valid('param').id, reason: c.req.valid('json').reason });
    return c.body(null, 204);
  });
  app.post('/admin/users/:id/unsuspend', validate('param', ZAdminUserIdParam), async (c) => {
    await unsuspendUser(ctx, { adminId: adminId(c), userId: c.req.valid('param').id });
    return c.body(null, 204);
  });

  app.get('/admin/settings', async (c) => c.json({ maintenance: await getSetting(ctx, 'maintenance', true) }));
  app.put('/admin/settings/maintenance', validate('json', ZSetMaintenanceRequest), async (c) => {
    await setMaintenance(ctx, { adminId: adminId(c), maintenance: c.req.valid('json').maintenance });
    return c.body(null, 204);
  });

  app.get('/admin/synonyms', validate('query', ZSynonymQuery), async (c) => c.json(await listSynonyms(ctx, c.req.valid('query'))));
  app.post('/admin/synonyms', validate('json', ZSynonymGroupRequest), async (c) =>
    c.json(await saveSynonyms(ctx, { adminId: adminId(c), words: c.req.valid('json').words }), 201),
  );
  app.put('/admin/synonyms/:id', validate('param', ZSynonymIdParam), validate('json', ZSynonymGroupRequest), async (c) =>
    c.json(await saveSynonyms(ctx, { adminId: adminId(c), id: c.req.valid('param').id, words: c.req.valid('json').words })),
  );
  app.delete('/admin/synonyms/:id', validate('param', ZSynonymIdParam), async (c) => {
    await deleteSynonyms(ctx, { adminId: adminId(c), id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  // Searches that found nothing, and the words an admin teaches the search from them.
  app.get('/admin/search-misses', async (c) => c.json({ items: await listSearchMisses(ctx) }));
  app.post('/admin/search-misses/synonyms', validate('json', ZSearchMissSynonymsRequest), async (c) =>
    c.json(await addMissSynonyms(ctx, { adminId: adminId(c), ...c.req.valid('json') })),
  );
  app.put('/admin/plurals', validate('json', ZPluralPairRequest), async (c) => {
    await savePlural(ctx, { adminId: adminId(c), ...c.req.valid('json') });
    return c.body(null, 204);
  });

  app.get('/admin/audit', validate('query', ZPageQuery), async (c) => c.json(await listAdminActions(ctx, c.req.valid('query'))));
  return app;
}
