import type { BrowserContext } from 'playwright-core';
import type { RunningPortal } from '../support/server.ts';
import { signUp } from './helpers.ts';

/** The e-mail of the portal's admin in the signed-in sweep (pass it as ADMIN_EMAILS). */
export const SWEEP_ADMIN = 'sweep-admin@portal.example';

/** User-written texts of the other direction, as a bilingual market writes them (issue 33). */
export const USER_TEXT = {
  /** A message the admin sent, shown in the conversation list as "You: …". */
  message: 'Hello, is 250 cartons available?',
  /** The details of a report against the admin's post, in English. */
  reportDetails: 'Spam post, repeated.',
  /** A community post and its comment, in English, in an Arabic community. */
  communityPost: 'New looms in Aleppo, who wants a visit?',
  comment: 'Yes, count me in!',
  /** The admin's post on /account, in English. */
  postTitle: 'Cotton fabric, 300 metres',
} as const;

export interface SignedInMarket {
  /** Cookies of the signed-in admin, to copy into each browser context. */
  adminContext: BrowserContext;
  /** The admin's community post, for /community/{id}. */
  communityId: string;
  peerId: string;
}

const json = (portal: RunningPortal) => ({ headers: { origin: portal.url, 'content-type': 'application/json' } });

async function ok(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/**
 * An admin with what fills the signed-in pages: a post of their own (My posts on /account), a
 * conversation whose last message is theirs, a community post with a comment, and a report with
 * details in the admins' queue. Another member, Basel, is the other side of each.
 */
export async function prepareSignedInMarket(portal: RunningPortal, newContext: () => Promise<BrowserContext>): Promise<SignedInMarket> {
  const [adminContext, peerContext] = await Promise.all([newContext(), newContext()]);
  await signUp(adminContext, portal, { email: SWEEP_ADMIN, name: 'Amal Admin' });
  await signUp(peerContext, portal, { name: 'Basel Haddad' });
  const idOf = async (context: BrowserContext) => ((await (await context.request.get(`${portal.url}/api/auth/get-session`)).json()) as { user: { id: string } }).user.id;
  const peerId = await idOf(peerContext);

  const post = await adminContext.request.post(`${portal.url}/api/v1/posts`, {
    ...json(portal),
    data: {
      kind: 'product',
      title: USER_TEXT.postTitle,
      description: 'Woven in Aleppo, ready to ship.',
      categoryId: 'clothing-textiles',
      subcategoryId: 'clothing-textiles-fabrics',
      currency: 'USD',
      governorate: 'aleppo',
      imageIds: [],
      priceMin: 3,
      priceMax: 5,
      minOrderQuantity: 10,
      unit: 'metre',
      companyName: 'Halab Looms',
    },
  });
  await ok(post, 'creating a post');
  const postId = ((await post.json()) as { id: string }).id;

  await ok(await peerContext.request.post(`${portal.url}/api/v1/messages`, { ...json(portal), data: { to: await idOf(adminContext), clientId: crypto.randomUUID(), text: 'مرحبا، هل القماش متوفر؟' } }), 'a message');
  await ok(await adminContext.request.post(`${portal.url}/api/v1/messages`, { ...json(portal), data: { to: peerId, clientId: crypto.randomUUID(), text: USER_TEXT.message } }), 'a message');

  await ok(await peerContext.request.post(`${portal.url}/api/v1/reports`, { ...json(portal), data: { targetType: 'post', targetId: postId, reason: 'spam', details: USER_TEXT.reportDetails } }), 'a report');

  const communityId = 'region-aleppo';
  for (const context of [adminContext, peerContext]) await ok(await context.request.put(`${portal.url}/api/v1/communities/${communityId}/membership`, json(portal)), 'joining');
  const communityPost = await adminContext.request.post(`${portal.url}/api/v1/communities/${communityId}/posts`, { ...json(portal), data: { body: USER_TEXT.communityPost } });
  await ok(communityPost, 'a community post');
  const communityPostId = ((await communityPost.json()) as { id: string }).id;
  await ok(await peerContext.request.post(`${portal.url}/api/v1/community-posts/${communityPostId}/comments`, { ...json(portal), data: { body: USER_TEXT.comment } }), 'a comment');
  await peerContext.close();
  return { adminContext, communityId, peerId };
}
