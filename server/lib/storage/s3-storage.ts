import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, contentTypeOf } from './local-storage.ts';
import { PUBLIC_OBJECT_PATH, type Storage } from './storage.ts';

export interface S3Settings {
  /** Origin (and optional path) of the S3-compatible service; requests are path-style. */
  endpoint: string;
  /** The one real bucket; the portal's buckets are the first segment of its keys. */
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public origin of the real bucket (a CDN or the provider's public domain), if it has one. */
  publicUrl?: string;
}

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, …) through signed (SigV4) HTTP calls.
 * The portal's bucket `images` and object `avatars/x.jpg` become the key `images/avatars/x.jpg` of
 * the one configured bucket (docs/decisions/003-storage-and-image-pipeline.md), so a deployment
 * needs one bucket and one set of credentials. A bucket of ours exists once its marker key
 * `{bucket}/` does.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  // The payload's hash is signed too (instead of UNSIGNED-PAYLOAD), so a body altered on the way is refused.
  const send = (url: string, init: { method: string; body?: Uint8Array; headers?: Record<string, string> }) =>
    client.fetch(url, {
      method: init.method,
      body: init.body as Uint8Array<ArrayBuffer> | undefined,
      headers: { ...init.headers, 'x-amz-content-sha256': createHash('sha256').update(init.body ?? new Uint8Array(0)).digest('hex') },
    });
  const root = `${settings.endpoint}/${encodeURIComponent(settings.bucket)}`;
  const objectUrl = (bucket: string, objectPath: string) => {
    assertSafeKey(bucket, objectPath);
    return `${root}/${bucket}/${objectPath}`;
  };
  const fail = async (action: string, response: Response): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} failed with ${response.status}: ${detail}`);
  };

  return {
    kind: 's3',
    async put(bucket, objectPath, body, contentType) {
      const response = await send(objectUrl(bucket, objectPath), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (!response.ok) await fail(`PUT ${bucket}/${objectPath}`, response);
      await response.body?.cancel();
    },
    async get(bucket, objectPath) {
      const response = await send(objectUrl(bucket, objectPath), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) await fail(`GET ${bucket}/${objectPath}`, response);
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: contentTypeOf(objectPath),
      };
    },
    async delete(bucket, objectPath) {
      const response = await send(objectUrl(bucket, objectPath), { method: 'DELETE' });
      // S3 answers 204 whether or not the key existed; some compatible services answer 404.
      if (!response.ok && response.status !== 404) await fail(`DELETE ${bucket}/${objectPath}`, response);
      await response.body?.cancel();
    },
    async listBuckets() {
      const buckets: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', delimiter: '/' });
        if (token) query.set('continuation-token', token);
        const response = await send(`${root}?${query.toString()}`, { method: 'GET' });
        if (!response.ok) await fail('ListObjectsV2', response);
        const xml = await response.text();
        for (const match of xml.matchAll(/<CommonPrefixes>\s*<Prefix>([^<]*)<\/Prefix>/g)) {
          buckets.push(decodeXml(match[1] ?? '').replace(/\/$/, ''));
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? decodeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '') : undefined;
      } while (token);
      return buckets;
    },
    async createBucket(bucket) {
      assertSafeKey(bucket, 'x');
      const response = await send(`${root}/${bucket}/`, { method: 'PUT', body: new Uint8Array(0) });
      if (!response.ok) await fail(`PUT marker of ${bucket}`, response);
      await response.body?.cancel();
    },
    publicUrl(bucket, objectPath) {
      if (settings.publicUrl) return `${settings.publicUrl}/${bucket}/${objectPath}`;
      return `${PUBLIC_OBJECT_PATH}/${bucket}/${objectPath}`;
    },
  };
}

function decodeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}
