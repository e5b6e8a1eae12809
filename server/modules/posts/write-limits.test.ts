import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { POST_WRITE_LIMIT } from '#common/limits.ts';
import { buildUser, fromAddress, type BuiltUser } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { insertCategories, listingInput, supplierInput } from './post-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertCategories(t);
});
afterAll(async () => {
  await t?.close();
});

const send = (user: BuiltUser, address: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    { method, headers: { ...user.headers, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) },
    fromAddress(address),
  );

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as ErrorBody).error.code).toBe('rate_limited');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(POST_WRITE_LIMIT.windowSeconds);
}

describe('post write limit', () => {
  it('counts every kind of write per user and per client, answers 429 with Retry-After, and ignores a forged X-Forwarded-For', async () => {
    const owner = await buildUser(t);
    const address = '192.0.2.10';
    // One of each write, then pause/activate until the window is used up.
    const created = await send(owner, address, 'POST', '/api/v1/suppliers', supplierInput());
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const listing = await send(owner, address, 'POST', '/api/v1/listings', listingInput());
    expect(listing.status).toBe(201);
    const listingId = ((await listing.json()) as { id: string }).id;
    expect((await send(owner, address, 'PATCH', `/api/v1/suppliers/${id}`, supplierInput({ productName: 'Linen rolls' }))).status).toBe(200);
    expect((await send(owner, address, 'DELETE', `/api/v1/listings/${listingId}`)).status).toBe(204);
    let used = 4;
    while (used < POST_WRITE_LIMIT.perUser) {
      const action = used % 2 === 0 ? 'pause' : 'activate';
      expect((await send(owner, address, 'POST', `/api/v1/suppliers/${id}/${action}`)).status).toBe(200);
      used += 1;
    }

    await expectLimited(await send(owner, address, 'POST', '/api/v1/suppliers', supplierInput()));
    await expectLimited(await send(owner, address, 'POST', `/api/v1/listings`, listingInput()));
    await expectLimited(await send(owner, address, 'DELETE', `/api/v1/suppliers/${id}`));
    // A made-up X-Forwarded-For from the same socket is not a new client.
    await expectLimited(await send(owner, address, 'POST', `/api/v1/suppliers/${id}/pause`, undefined, { 'x-forwarded-for': '203.0.113.77' }));
    // The same user from another address is still over the per-user count.
    await expectLimited(await send(owner, '192.0.2.11', 'POST', `/api/v1/suppliers/${id}/pause`));
    // Another user behind the same address is over the per-client count.
    const neighbour = await buildUser(t);
    await expectLimited(await send(neighbour, address, 'POST', '/api/v1/suppliers', supplierInput()));
    // Another user from another address is not affected.
    expect((await send(neighbour, '192.0.2.12', 'POST', '/api/v1/suppliers', supplierInput())).status).toBe(201);

    // Nothing over the limit was written: the offer is still there, the one listing is gone.
    const offers = await t.ctx.database.db.selectFrom('suppliers').select('id').where('user_id', '=', owner.user.id).execute();
    expect(offers.map((row) => row.id)).toEqual([id]);
  });
});
