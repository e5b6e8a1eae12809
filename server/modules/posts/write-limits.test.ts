import { beforeAll, describe, expect, it } from 'vitest';
import { POST_WRITE_LIMIT } from '#common/limits.ts';
import { buildUser, expectLimited, fromAddress, type BuiltUser } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { insertCategories, listingInput, productInput } from '#server/test/post-fixtures.ts';

const t = useTestApp();
beforeAll(async () => {
  await insertCategories(t);
});

const send = (user: BuiltUser, address: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    { method, headers: { ...user.headers, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) },
    fromAddress(address),
  );

describe('post write limit', () => {
  it('counts every kind of write per user and per client, answers 429 with Retry-After, and ignores a forged X-Forwarded-For', async () => {
    const owner = await buildUser(t);
    const address = '192.0.2.10';
    // One of each write, then pause/activate until the window is used up.
    const created = await send(owner, address, 'POST', '/api/v1/posts', productInput());
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const listing = await send(owner, address, 'POST', '/api/v1/posts', listingInput());
    expect(listing.status).toBe(201);
    const listingId = ((await listing.json()) as { id: string }).id;
    expect((await send(owner, address, 'PATCH', `/api/v1/posts/${id}`, productInput({ title: 'Linen rolls' }))).status).toBe(200);
    expect((await send(owner, address, 'DELETE', `/api/v1/posts/${listingId}`)).status).toBe(204);
    let used = 4;
    while (used < POST_WRITE_LIMIT.perUser) {
      const action = used % 2 === 0 ? 'pause' : 'activate';
      expect((await send(owner, address, 'POST', `/api/v1/posts/${id}/${action}`)).status).toBe(200);
      used += 1;
    }

    await expectLimited(await send(owner, address, 'POST', '/api/v1/posts', productInput()), POST_WRITE_LIMIT);
    await expectLimited(await send(owner, address, 'POST', '/api/v1/posts', listingInput()), POST_WRITE_LIMIT);
    await expectLimited(await send(owner, address, 'DELETE', `/api/v1/posts/${id}`), POST_WRITE_LIMIT);
    // A made-up X-Forwarded-For from the same socket is not a new client.
    await expectLimited(await send(owner, address, 'POST', `/api/v1/posts/${id}/pause`, undefined, { 'x-forwarded-for': '203.0.113.77' }), POST_WRITE_LIMIT);
    // The same user from another address is still over the per-user count.
    await expectLimited(await send(owner, '192.0.2.11', 'POST', `/api/v1/posts/${id}/pause`), POST_WRITE_LIMIT);
    // Another user behind the same address is over the per-client count.
    const neighbour = await buildUser(t);
    await expectLimited(await send(neighbour, address, 'POST', '/api/v1/posts', productInput()), POST_WRITE_LIMIT);
    // Another user from another address is not affected.
    expect((await send(neighbour, '192.0.2.12', 'POST', '/api/v1/posts', productInput())).status).toBe(201);

    // Nothing over the limit was written: the product is still there, the one listing is gone.
    const posts = await t.ctx.database.db.selectFrom('posts').select('id').where('user_id', '=', owner.user.id).execute();
    expect(posts.map((row) => row.id)).toEqual([id]);
  });
});
