import path from 'node:path';
import { trustedProxies } from './lib/client-address.ts';

/** Reads a boolean setting: `true`, `1`, `yes` and `on` are true; unset gives the fallback. */
function readBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** TRUSTED_PROXIES, checked at start: an entry that is no address or range stops the server. */
function checkedProxies(entries: string[]): string[] {
  trustedProxies(entries);
  return entries;
}

function readList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * Every setting of the portal, read once from the environment (see README, "Configuration").
 * Every variable is optional: with none set the portal runs on an embedded database, local files
 * and a mail outbox folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number between 0 and 65535, got "${env.PORT}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    /** The embedded database flushes every commit to the disk (durable across power cuts). */
    embeddedDbFsync: readBool(env.EMBEDDED_DB_FSYNC, true),
    /** A database statement running longer than this is cancelled; 0 turns the limit off. */
    statementTimeoutMs: Number.parseInt(env.DATABASE_STATEMENT_TIMEOUT_MS ?? '30000', 10),
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `Syria Business Portal <no-reply@${new URL(publicUrl).hostname}>`,
    s3: env.S3_ENDPOINT && env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'auto',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
      : undefined,
    authSecret: env.AUTH_SECRET || undefined,
    adminEmails: readList(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    seedDemo: readBool(env.SEED_DEMO, true),
    authPhoneEnabled: readBool(env.AUTH_PHONE_ENABLED, true),
    /** Proxy addresses whose X-Forwarded-For is believed; empty means none is. */
    trustedProxies: checkedProxies(readList(env.TRUSTED_PROXIES)),
    supportEmail: env.SUPPORT_EMAIL ?? 'support@syriabusiness.example',
    brandEn: env.BRAND_EN ?? 'Syria Business Portal',
    brandAr: env.BRAND_AR ?? 'بوابة الأعمال السورية',
    social: {
      facebook: env.SOCIAL_FACEBOOK ?? '',
      instagram: env.SOCIAL_INSTAGRAM ?? '',
      telegram: env.SOCIAL_TELEGRAM ?? '',
      whatsapp: env.SOCIAL_WHATSAPP ?? '',
      linkedin: env.SOCIAL_LINKEDIN ?? '',
    },
    /** Where the built client lives; the server serves it when present. */
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    /** The built server-rendering entry (vite.config.ts); without it every page renders in the browser. */
    serverEntry: path.resolve(env.SERVER_ENTRY ?? path.join(env.CLIENT_DIR ?? './dist/client', '../server/entry-server.js')),
    logLevel: (env.LOG_LEVEL ?? 'info') as 'debug' | 'info' | 'warn' | 'error' | 'silent',
    maxUploadBytes: Number.parseInt(env.MAX_UPLOAD_BYTES ?? String(10 * 1024 * 1024), 10),
  };
}
