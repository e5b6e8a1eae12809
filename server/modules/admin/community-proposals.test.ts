import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { ADMIN_PAGE_SIZE, ADMIN_REASON_MAX, type TAdminCommunityProposal, type TAdminPage } from '#common/schemas/admin.ts';
import type { TCommunity, TCommunityList } from '#common/schemas/communities.ts';
import { buildUser, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { insertCategories } from '#server/test/post-fixtures.ts';
import { requestAs, useTestApp } from '#server/test/test-app.ts';

const t = useTestApp();
let admin: BuiltUser;
let proposer: BuiltUser;
let other: BuiltUser;

const SEEDED = 'region-homs';

beforeAll(async () => {
  await insertCategories(t);
  await t.ctx.database.db
    .insertInto('communities')
    .values({ id: SEEDED, kind: 'region', governorate: 'homs', name_ar: 'تجار حمص', name_en: 'Homs traders', description_ar: 'وصف', description_en: 'About' })
    .execute();
  admin = await buildUser(t, { name: 'Admin Amal', admin: true });
  proposer = await buildUser(t, { name: 'Proposer Pia', locale: 'en' });
  other = await buildUser(t, { name: 'Other Omar' });
});
afterEach(() => resetRateLimits(t));

const send = (path: string, method: string, user: BuiltUser | undefined, body?: unknown) =>
  requestAs(t, path, method, user, body);
async function json<T>(path: string, user: BuiltUser, method = 'GET', body?: unknown): Promise<T> {
  const response = await send(path, method, user, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}
async function propose(name: string, extra: Record<string, unknown> = { kind: 'sector', categoryId: 'food-agricultural' }): Promise<string> {
  return (await json<{ id: string }>('/api/v1/communities', proposer, 'POST', { name, description: `What ${name} is about, in a few words.`, ...extra })).id;
}
const pending = () => json<TAdminPage<TAdminCommunityProposal>>('/api/v1/admin/communities', admin);
const approve = (id: string, user: BuiltUser | undefined = admin) => send(`/api/v1/admin/communities/${id}/approve`, 'POST', user, {});
const refuse = (id: string, body: unknown, user: BuiltUser | undefined = admin) => send(`/api/v1/admin/communities/${id}/refuse`, 'POST', user, body);
const listed = async (user: BuiltUser) => (await json<TCommunityList>('/api/v1/communities', user)).items.map((item) => item.id);
const auditOf = (id: string) =>
  t.ctx.database.db.selectFrom('admin_actions').select(['admin_id', 'action', 'target_type', 'reason', 'data']).where('target_id', '=', id).execute();
const notificationsOf = (userId: string) =>
  t.ctx.database.db.selectFrom('notifications').select(['type', 'data', 'link']).where('user_id', '=', userId).orderBy('created_at').execute();
async function expectError(response: Response, status: number, code: string, field?: [string, string]) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  if (field) expect(body.error.fields?.[field[0]]).toBe(field[1]);
}

describe('who may decide proposals', () => {
  it('answers 404 to visitors and to signed-in users who are not admins, and changes nothing', async () => {
    const id = await propose('Quiet proposal');
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/admin/communities'],
      ['GET', '/api/v1/admin/communities?status=refused'],
      ['POST', `/api/v1/admin/communities/${id}/approve`, {}],
      ['POST', `/api/v1/admin/communities/${id}/refuse`, { reason: 'Not a real sector' }],
    ];
    for (const [method, path, body] of routes) {
      for (const user of [undefined, proposer, other]) {
        const response = await send(path, method, user, body);
        expect(response.status, `${method} ${path} as ${user?.user.name ?? 'visitor'}`).toBe(404);
        expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
    }
    const row = await t.ctx.database.db.selectFrom('communities').select(['status', 'decided_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', decided_by: null });
    expect(await auditOf(id)).toEqual([]);
    expect(await notificationsOf(proposer.user.id)).toEqual([]);
  });

  it('answers 404 for a community that is not a proposal (seeded) or does not exist', async () => {
    await expectError(await approve(SEEDED), 404, 'not_found');
    await expectError(await refuse('00000000-0000-4000-8000-000000000000', { reason: 'Nothing here' }), 404, 'not_found');
    await expectError(await approve('Not An Id!'), 400, 'validation_failed');
    expect((await pending()).items.some((item) => item.id === SEEDED)).toBe(false);
  });
});

describe('approving', () => {
  it('lists the proposal for the admin, then shows it on /communities with the proposer as its moderator', async () => {
    const id = await propose('Olive oil exporters');
    const item = (await pending()).items.find((entry) => entry.id === id);
    expect(item).toMatchObject({
      status: 'pending',
      kind: 'sector',
      category: { id: 'food-agricultural' },
      governorate: null,
      nameAr: 'Olive oil exporters',
      nameEn: 'Olive oil exporters',
      descriptionAr: 'What Olive oil exporters is about, in a few words.',
      proposer: { id: proposer.user.id, name: 'Proposer Pia', email: proposer.user.email },
      refusalReason: null,
      decidedAt: null,
    });
    expect(await listed(other)).not.toContain(id);

    expect((await approve(id)).status).toBe(204);
    expect(await listed(other)).toContain(id);
    const community = await json<TCommunity>(`/api/v1/communities/${id}`, proposer);
    expect(community).toMatchObject({ isMember: true, memberCount: 1, canModerate: true });
    const member = await t.ctx.database.db.selectFrom('community_members').select(['user_id', 'role']).where('community_id', '=', id).execute();
    expect(member).toEqual([{ user_id: proposer.user.id, role: 'moderator' }]);
    expect((await json<TCommunity>(`/api/v1/communities/${id}`, other)).canModerate).toBe(false);

    // Gone from the pending queue, found under approved.
    expect((await pending()).items.some((entry) => entry.id === id)).toBe(false);
    const approved = await json<TAdminPage<TAdminCommunityProposal>>('/api/v1/admin/communities?status=approved', admin);
    expect(approved.items.find((entry) => entry.id === id)).toMatchObject({ status: 'approved', decidedAt: expect.any(String) as string });

    expect(await auditOf(id)).toEqual([
      { admin_id: admin.user.id, action: 'community_approved', target_type: 'community', reason: null, data: { label: 'Olive oil exporters' } },
    ]);
    expect((await notificationsOf(proposer.user.id)).at(-1)).toEqual({ type: 'community_approved', data: { name: 'Olive oil exporters' }, link: `/community/${id}` });
  });

  it('refuses a second decision with a clear 409, and changes nothing', async () => {
    const id = await propose('Soap makers of Aleppo');
    expect((await approve(id)).status).toBe(204);
    await expectError(await approve(id), 409, 'conflict', ['_', 'admin.errors.alreadyDecided']);
    await expectError(await refuse(id, { reason: 'Changed my mind' }), 409, 'conflict', ['_', 'admin.errors.alreadyDecided']);
    const row = await t.ctx.database.db.selectFrom('communities').select(['status', 'refusal_reason']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'approved', refusal_reason: null });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['community_approved']);
    expect((await notificationsOf(proposer.user.id)).filter((entry) => entry.link === `/community/${id}`)).toHaveLength(1);
  });

  it('lets only one of two admins deciding at once succeed', async () => {
    const second = await buildUser(t, { name: 'Admin Basma', admin: true });
    const id = await propose('Damascus printers', { kind: 'region', governorate: 'damascus' });
    const answers = await Promise.all([approve(id), refuse(id, { reason: 'Already exists' }, second)]);
    expect(answers.map((response) => response.status).sort()).toEqual([204, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe('refusing', () => {
  it('requires a reason, trimmed and limited, in the validator’s i18n keys', async () => {
    const id = await propose('Unclear group');
    await expectError(await refuse(id, {}), 400, 'validation_failed', ['reason', 'admin.errors.reasonRequired']);
    await expectError(await refuse(id, { reason: '   ab   ' }), 400, 'validation_failed', ['reason', 'admin.errors.reasonRequired']);
    await expectError(await refuse(id, { reason: 'x'.repeat(ADMIN_REASON_MAX + 1) }), 400, 'validation_failed', ['reason', 'admin.errors.reasonTooLong']);
    await expectError(await refuse(id, { reason: 'Fine reason', extra: true }), 400, 'validation_failed', ['extra', 'errors.unknown_field']);
    const row = await t.ctx.database.db.selectFrom('communities').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
  });

  it('keeps it hidden, stores the reason, tells the proposer why, and logs it', async () => {
    const id = await propose('Duplicate textiles group');
    expect((await refuse(id, { reason: '  The textiles community already exists.  ' })).status).toBe(204);
    const reason = 'The textiles community already exists.';
    expect(await listed(proposer)).not.toContain(id);
    expect((await send(`/api/v1/communities/${id}`, 'GET', proposer)).status).toBe(404);
    const row = await t.ctx.database.db
      .selectFrom('communities')
      .select(['status', 'refusal_reason', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'refused', refusal_reason: reason, decided_by: admin.user.id });
    expect(await t.ctx.database.db.selectFrom('community_members').select('user_id').where('community_id', '=', id).execute()).toEqual([]);

    const refused = await json<TAdminPage<TAdminCommunityProposal>>('/api/v1/admin/communities?status=refused', admin);
    expect(refused.items.find((entry) => entry.id === id)).toMatchObject({ status: 'refused', refusalReason: reason });
    expect(await auditOf(id)).toEqual([
      { admin_id: admin.user.id, action: 'community_refused', target_type: 'community', reason, data: { label: 'Duplicate textiles group' } },
    ]);
    expect((await notificationsOf(proposer.user.id)).at(-1)).toEqual({
      type: 'community_refused',
      data: { name: 'Duplicate textiles group', reason },
      link: '/communities',
    });
    await expectError(await approve(id), 409, 'conflict', ['_', 'admin.errors.alreadyDecided']);
  });
});

describe('the queue', () => {
  it('pages the pending proposals newest first without repeats', async () => {
    // One statement: the rows share one instant, and the id breaks the tie.
    await t.ctx.database.db
      .insertInto('communities')
      .values(
        Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, index) => ({
          kind: 'region' as const,
          governorate: 'hama',
          name_ar: `مقترح ${index}`,
          name_en: `مقترح ${index}`,
          status: 'pending' as const,
          proposed_by: other.user.id,
        })),
      )
      .execute();
    const first = await pending();
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const seen = first.items.map((item) => item.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await json<TAdminPage<TAdminCommunityProposal>>(`/api/v1/admin/communities?cursor=${encodeURIComponent(cursor)}`, admin);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const all = await t.ctx.database.db.selectFrom('communities').select('id').where('status', '=', 'pending').where('proposed_by', 'is not', null).execute();
    expect(seen.sort()).toEqual(all.map((row) => row.id).sort());
    const times = first.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
