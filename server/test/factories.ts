import type { TestApp } from './test-app.ts';
import { jsonHeaders } from './test-app.ts';

let counter = 0;

export interface BuiltUser {
  user: { id: string; email: string; name: string };
  password: string;
  /** The session cookie, as a browser would send it. */
  cookie: string;
  /** Same-origin JSON request headers carrying the session cookie. */
  headers: Record<string, string>;
}

/**
 * Creates a confirmed account through the real sign-up and sign-in endpoints and returns its
 * session. `admin: true` grants the admin role the way `npm run admin:grant` does.
 */
export async function buildUser(
  t: TestApp,
  overrides: { email?: string; password?: string; name?: string; admin?: boolean } = {},
): Promise<BuiltUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct-horse-7';
  const name = overrides.name ?? `Test User ${counter}`;
  const signUp = await t.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ email, password, name }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { db } = t.ctx.database;
  await db.updateTable('user').set({ emailVerified: true }).where('email', '=', email.toLowerCase()).execute();
  if (overrides.admin) await db.updateTable('user').set({ role: 'admin' }).where('email', '=', email.toLowerCase()).execute();
  const signIn = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const body = (await signIn.json()) as { user: { id: string; email: string; name: string } };
  return {
    user: { id: body.user.id, email: body.user.email, name: body.user.name },
    password,
    cookie,
    headers: jsonHeaders({ cookie }),
  };
}
