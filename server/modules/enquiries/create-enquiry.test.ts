import { describe, expect, it } from 'vitest';
import { buildUser } from '#server/test/factories.ts';
import { jsonHeaders, useTestApp } from '#server/test/test-app.ts';
import { ENQUIRIES_PER_HOUR } from './create-enquiry.ts';

const t = useTestApp();

const post = (headers: Record<string, string>, body: unknown) =>
  t.app.request('/api/v1/enquiries', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

const rowsOf = (userId: string) =>
  t.ctx.database.db.selectFrom('enquiries').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describe('POST /api/v1/enquiries', () => {
  it('stores a trimmed enquiry with the user id and e-mail of the session', async () => {
    const { user, headers } = await buildUser(t);
    const response = await post(headers, { title: '  New category  ', description: '  Please add a category for solar panels.  ' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; createdAt: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      title: 'New category',
      description: 'Please add a category for solar panels.',
      user_id: user.id,
      email: user.email,
      handled: false,
    });
  });

  it('takes the sender from the session, never from the body', async () => {
    const { user, headers } = await buildUser(t);
    const other = await buildUser(t);
    const response = await post(headers, {
      title: 'Spoofed sender',
      description: 'This body tries to name somebody else.',
      user_id: other.user.id,
      email: 'someone-else@example.com',
    });
    expect(response.status).toBe(201);
    const rows = await rowsOf(user.id);
    expect(rows.map((row) => [row.user_id, row.email])).toEqual([[user.id, user.email]]);
    expect(await rowsOf(other.user.id)).toEqual([]);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await t.ctx.database.db.selectFrom('enquiries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const response = await post(jsonHeaders(), { title: 'Anonymous', description: 'Nobody is signed in here.' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
    const after = await t.ctx.database.db.selectFrom('enquiries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a cross-site request even with a session cookie', async () => {
    const { cookie } = await buildUser(t);
    const response = await post({ 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost:3000', cookie }, {
      title: 'Forged',
      description: 'Sent from another site.',
    });
    expect(response.status).toBe(403);
  });

  it('enforces the specification limits after trimming: title 3-200, description 10-2000', async () => {
    const { user, headers } = await buildUser(t);
    const cases: Array<[unknown, string]> = [
      [{ title: '  ab  ', description: 'A long enough description.' }, 'title'],
      [{ title: 'x'.repeat(201), description: 'A long enough description.' }, 'title'],
      [{ title: 'Fine title', description: '   short    ' }, 'description'],
      [{ title: 'Fine title', description: 'y'.repeat(2001) }, 'description'],
      [{ title: '   ', description: '   ' }, 'title'],
      [{ description: 'Missing title here.' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const response = await post(headers, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const error = ((await response.json()) as { error: { code: string; fields: Record<string, string> } }).error;
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toContain(field);
    }
    const edges = await post(headers, { title: 'abc', description: 'z'.repeat(2000) });
    expect(edges.status).toBe(201);
    const longest = await post(headers, { title: 't'.repeat(200), description: '0123456789' });
    expect(longest.status).toBe(201);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { headers } = await buildUser(t);
    const response = await post(headers, 'not json');
    expect(response.status).toBe(400);
  });

  it(`accepts ${ENQUIRIES_PER_HOUR} enquiries an hour from one user, then answers 429`, async () => {
    const { user, headers } = await buildUser(t);
    for (let index = 0; index < ENQUIRIES_PER_HOUR; index += 1) {
      const response = await post(headers, { title: `Enquiry ${index}`, description: 'Another useful suggestion.' });
      expect(response.status).toBe(201);
    }
    const refused = await post(headers, { title: 'One too many', description: 'Another useful suggestion.' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(await rowsOf(user.id)).toHaveLength(ENQUIRIES_PER_HOUR);
    const someoneElse = await buildUser(t);
    expect((await post(someoneElse.headers, { title: 'Unaffected', description: 'A different user is not limited.' })).status).toBe(201);
  });

  it(`accepts at most ${ENQUIRIES_PER_HOUR} of many enquiries sent at once by one user`, async () => {
    const { user, headers } = await buildUser(t);
    const answers = await Promise.all(
      Array.from({ length: ENQUIRIES_PER_HOUR + 6 }, (_, index) => post(headers, { title: `At once ${index}`, description: 'Sent in parallel with others.' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ENQUIRIES_PER_HOUR);
    expect(await rowsOf(user.id)).toHaveLength(ENQUIRIES_PER_HOUR);
  });
});
