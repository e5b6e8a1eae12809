import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '#common/errors.ts';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_SEND_LIMIT, PHONE_CODES_PER_NUMBER } from '#common/limits.ts';
import { ZMyProfile, ZPhoneCodeSent, type TMyProfile } from '#common/schemas/profiles.ts';
import { buildUser, confirmPhone, expectLimited, fromAddress, resetRateLimits, type BuiltUser } from '#server/test/factories.ts';
import { jsonHeaders, useTestApp } from '#server/test/test-app.ts';

const MIGRATION = path.join(import.meta.dirname, '..', '..', 'db', 'migrations', '0015_phone_verification.sql');

const t = useTestApp();
let address = 0;
/** A fresh client address per request, so that only the limit tests reach the per-client limits. */
const client = () => fromAddress(`192.0.2.${(address = (address % 250) + 1)}`);

afterEach(() => resetRateLimits(t));

const post = (route: string, user: BuiltUser | undefined, body?: unknown, env: object = client()) =>
  t.app.request(route, { method: 'POST', headers: user?.headers ?? jsonHeaders(), body: body === undefined ? undefined : JSON.stringify(body) }, env);
const sendCode = (user: BuiltUser, env?: object) => post('/api/v1/me/phone/code', user, undefined, env);
const confirm = (user: BuiltUser, code: string) => post('/api/v1/me/phone/confirm', user, { code });
const patchPhone = (user: BuiltUser, phone: string | null) =>
  t.app.request('/api/v1/me/profile', { method: 'PATCH', headers: user.headers, body: JSON.stringify({ phone }) }, client());
const profileOf = async (user: BuiltUser): Promise<TMyProfile> =>
  ZMyProfile.parse(await (await t.app.request('/api/v1/me/profile', { headers: user.headers })).json());
const signInByPhone = (phoneNumber: string, password: string) => post('/api/auth/sign-in/phone-number', undefined, { phoneNumber, password });
/** The user the session cookie of a sign-in answer belongs to, if it signed in. */
async function signedInAs(response: Response): Promise<string | undefined> {
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const session = await t.app.request('/api/auth/get-session', { headers: { cookie } });
  return ((await session.json()) as { user: { id: string } } | null)?.user.id;
}
/** The code of the last SMS sent to a number. */
const lastCode = async (phone: string) => (await t.smsOutbox()).filter((sms) => sms.to === phone).at(-1)?.code ?? '';
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
/** The code that is not `code`: a wrong guess. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let phones = 0;
/** A Syrian mobile number no other test uses. */
const newPhone = () => `+96393${String(4_000_000 + (phones += 1)).padStart(7, '0')}`;

describe('confirming a phone number', () => {
  it('keeps a phone from sign-up unconfirmed, texts a code in the user’s language, and the code makes it the sign-in phone', async () => {
    const phone = newPhone();
    const user = await buildUser(t, { phone });
    expect(await profileOf(user)).toMatchObject({ phone, phoneVerified: false });
    const early = await signInByPhone(phone, user.password);
    expect(early.status).toBe(401);
    expect((await errorOf(early)).code).toBe('invalid_credentials');

    const sent = await sendCode(user);
    expect(sent.status).toBe(200);
    expect(ZPhoneCodeSent.parse(await sent.json())).toEqual({ status: 'code_sent', phone, expiresInSeconds: 600 });
    const sms = (await t.smsOutbox()).filter((message) => message.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain('بوابة الأعمال السورية');
    const code = sms[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // Only a keyed hash of the code is kept.
    const stored = await t.ctx.database.db.selectFrom('phone_codes').selectAll().where('user_id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(stored.phone).toBe(phone);

    const confirmed = await confirm(user, code);
    expect(confirmed.status).toBe(200);
    expect(ZMyProfile.parse(await confirmed.json())).toMatchObject({ phone, phoneVerified: true });
    const signedIn = await signInByPhone(phone, user.password);
    expect(signedIn.status).toBe(200);
    expect(await signedInAs(signedIn)).toBe(user.user.id);
    // A code is used once.
    expect((await errorOf(await confirm(user, code))).code).toBe('invalid_code');
  });

  it('texts English to an account that signed up in English, and takes a code typed in Arabic-Indic digits', async () => {
    const phone = newPhone();
    const user = await buildUser(t, { phone, locale: 'en' });
    expect((await sendCode(user)).status).toBe(200);
    const sms = (await t.smsOutbox()).filter((message) => message.to === phone).at(-1);
    expect(sms?.text).toMatch(/^\d{6} is your Syria Business Portal confirmation code\. It expires in 10 minutes\./);
    const arabicDigits = (sms?.code ?? '').replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect((await confirm(user, arabicDigits)).status).toBe(200);
  });

  it(`spends a code after ${PHONE_CODE_MAX_ATTEMPTS} wrong tries, and refuses an expired or replaced one`, async () => {
    const phone = newPhone();
    const user = await buildUser(t, { phone });
    await sendCode(user);
    const code = await lastCode(phone);
    for (let attempt = 0; attempt < PHONE_CODE_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await confirm(user, other(code));
      expect(wrong.status).toBe(400);
      expect(await errorOf(wrong)).toMatchObject({ code: 'invalid_code', fields: { code: 'account.phoneCode.invalid' } });
    }
    expect((await errorOf(await confirm(user, code))).code).toBe('invalid_code');

    await sendCode(user);
    const replaced = await lastCode(phone);
    await sendCode(user);
    const current = await lastCode(phone);
    if (replaced !== current) expect((await errorOf(await confirm(user, replaced))).code).toBe('invalid_code');
    await t.ctx.database.db.updateTable('phone_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('user_id', '=', user.user.id).execute();
    expect((await errorOf(await confirm(user, current))).code).toBe('invalid_code');
    expect((await profileOf(user)).phoneVerified).toBe(false);

    await sendCode(user);
    expect((await confirm(user, await lastCode(phone))).status).toBe(200);
  });

  it('refuses a code that is not six digits without counting a try', async () => {
    const phone = newPhone();
    const user = await buildUser(t, { phone });
    await sendCode(user);
    for (const code of ['12345', '1234567', 'abcdef', '', ' '.repeat(40)]) {
      const response = await confirm(user, code);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'validation_failed', fields: { code: 'account.phoneCode.required' } });
    }
    const waiting = await t.ctx.database.db.selectFrom('phone_codes').select('attempts').where('user_id', '=', user.user.id).executeTakeFirstOrThrow();
    expect(waiting.attempts).toBe(0);
    expect((await confirm(user, ` ${await lastCode(phone)} `)).status).toBe(200);
    const none = await buildUser(t);
    const noPhone = await sendCode(none);
    expect(noPhone.status).toBe(400);
    expect((await errorOf(noPhone)).fields).toEqual({ phone: 'account.phoneCode.noPhone' });
    expect((await post('/api/v1/me/phone/code', undefined)).status).toBe(401);
  });

  it('answers a profile edit to a number another account confirmed like a free one, and refuses only its right code, generically', async () => {
    const phone = newPhone();
    const owner = await buildUser(t, { phone });
    expect((await confirmPhone(t, owner)).status).toBe(200);
    const claimant = await buildUser(t);
    const bystander = await buildUser(t);

    const taken = await patchPhone(claimant, phone);
    const free = await patchPhone(bystander, newPhone());
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    const [takenBody, freeBody] = [ZMyProfile.parse(await taken.json()), ZMyProfile.parse(await free.json())];
    expect(takenBody).toMatchObject({ phone, phoneVerified: false });
    expect(freeBody.phoneVerified).toBe(false);

    const sent = await sendCode(claimant);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ status: 'code_sent', phone, expiresInSeconds: 600 });
    // A wrong code gets the answer any wrong code gets.
    expect((await errorOf(await confirm(claimant, other(await lastCode(phone))))).code).toBe('invalid_code');
    // Only the phone's holder has the right code: only they learn that the number is taken.
    const refused = await confirm(claimant, await lastCode(phone));
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'phone_unavailable', message: 'This phone number cannot be confirmed for this account' });
    expect((await profileOf(claimant)).phoneVerified).toBe(false);
    expect(await signedInAs(await signInByPhone(phone, owner.password))).toBe(owner.user.id);
    expect((await profileOf(owner)).phoneVerified).toBe(true);
  });

  it('unconfirms the phone when it changes: the old number stops signing in and a waiting code dies', async () => {
    const first = newPhone();
    const user = await buildUser(t, { phone: first });
    expect((await confirmPhone(t, user)).status).toBe(200);
    // Saving the same number (the profile form sends every field) keeps it confirmed.
    expect(ZMyProfile.parse(await (await patchPhone(user, first)).json()).phoneVerified).toBe(true);

    const second = newPhone();
    expect(ZMyProfile.parse(await (await patchPhone(user, second)).json())).toMatchObject({ phone: second, phoneVerified: false });
    expect((await signInByPhone(first, user.password)).status).toBe(401);
    await sendCode(user);
    const code = await lastCode(second);
    const third = newPhone();
    await patchPhone(user, third);
    expect((await errorOf(await confirm(user, code))).code).toBe('invalid_code');
    // A number given up is free for another account to confirm.
    const next = await buildUser(t, { phone: first });
    expect((await confirmPhone(t, next)).status).toBe(200);
  });
});

describe('limits on codes', () => {
  it(`sends ${PHONE_CODE_SEND_LIMIT.perUser} codes an hour to one account`, async () => {
    const user = await buildUser(t, { phone: newPhone() });
    for (let sent = 0; sent < PHONE_CODE_SEND_LIMIT.perUser; sent += 1) expect((await sendCode(user)).status).toBe(200);
    await expectLimited(await sendCode(user), PHONE_CODE_SEND_LIMIT);
  });

  it(`sends ${PHONE_CODES_PER_NUMBER.max} codes a day to one number, whichever accounts ask`, async () => {
    const phone = newPhone();
    const users = [await buildUser(t, { phone }), await buildUser(t, { phone }), await buildUser(t, { phone })];
    const askers = [users[0], users[0], users[1], users[1], users[2]];
    for (const asker of askers) expect((await sendCode(asker as BuiltUser)).status).toBe(200);
    await expectLimited(await sendCode(users[2] as BuiltUser), { ...PHONE_CODE_SEND_LIMIT, windowSeconds: PHONE_CODES_PER_NUMBER.windowSeconds });
    expect((await t.smsOutbox()).filter((sms) => sms.to === phone)).toHaveLength(PHONE_CODES_PER_NUMBER.max);
  });
});

describe('0015_phone_verification.sql', () => {
  it('unconfirms phones stored before it, keeping them on the profile, and leaves confirmed ones', async () => {
    const { db } = t.ctx.database;
    // As the previous release left them: the sign-up phone in the unique column, never confirmed,
    // and an older account whose profile has no phone of its own.
    const legacy = await buildUser(t);
    const bare = await buildUser(t);
    const confirmed = await buildUser(t, { phone: newPhone() });
    expect((await confirmPhone(t, confirmed)).status).toBe(200);
    const [legacyPhone, barePhone] = [newPhone(), newPhone()];
    await db.updateTable('user').set({ phoneNumber: legacyPhone, phoneNumberVerified: null }).where('id', '=', legacy.user.id).execute();
    await db.updateTable('profiles').set({ phone: legacyPhone }).where('id', '=', legacy.user.id).execute();
    await db.updateTable('user').set({ phoneNumber: barePhone, phoneNumberVerified: false }).where('id', '=', bare.user.id).execute();
    expect((await signInByPhone(legacyPhone, legacy.password)).status).toBe(401);

    await t.ctx.database.pool.query(await readFile(MIGRATION, 'utf8'));

    expect(await profileOf(legacy)).toMatchObject({ phone: legacyPhone, phoneVerified: false });
    expect(await profileOf(bare)).toMatchObject({ phone: barePhone, phoneVerified: false });
    const rows = await db.selectFrom('user').select(['id', 'phoneNumber']).where('id', 'in', [legacy.user.id, bare.user.id]).execute();
    expect(rows.map((row) => row.phoneNumber)).toEqual([null, null]);
    expect((await profileOf(confirmed)).phoneVerified).toBe(true);
    // The real owner of a number can now confirm it.
    expect((await confirmPhone(t, legacy)).status).toBe(200);
  });
});
