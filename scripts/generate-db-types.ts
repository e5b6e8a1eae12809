import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { generate, PostgresDialect } from 'kysely-codegen';
import { loadConfig } from '#server/config.ts';
import { createLogger } from '#server/lib/logger.ts';
import { runAuthMigrations } from '#server/modules/auth/auth.ts';
import { createMailer } from '#server/lib/mail/mailer.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import type { Database } from '#server/db/pool.ts';

/** The file the portal's queries are typed with, generated from a database the migrations built. */
export const TYPES_FILE = path.join(path.dirname(new URL(import.meta.url).pathname), '../server/db/types.ts');

/** What a column holds where its SQL type says less: JSON documents, and computed columns. */
const COLUMN_TYPES: Record<string, string> = {
  'posts.images': 'JsonColumn<StoredImage[]>',
  'community_posts.images': 'JsonColumn<StoredImage[]>',
  'messages.image': 'JsonColumn<StoredImage | null, string | null>',
  'post_favorites.image': 'JsonColumn<StoredImage | null, string | null>',
  'admin_actions.data': 'JsonColumn<Record<string, unknown>>',
  'notifications.data': 'JsonColumn<Record<string, unknown>>',
  'realtime_events.payload': 'JsonColumn<unknown>',
  'site_settings.value': 'JsonColumn<unknown>',
  'messages.seq': 'ReadOnly<number>',
  'posts.search_vector': 'ReadOnly<string>',
  'profiles.search_vector': 'ReadOnly<string>',
  'search_synonyms.terms': 'ReadOnly<string[]>',
};

/**
 * The contents of server/db/types.ts for `database`, which the migrations built: our SQL files
 * (the caller runs them) and better-auth's tables, created here as the portal creates them at start.
 */
export async function generateTypes(database: Database): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-types-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const logger = createLogger('silent');
    await runAuthMigrations({ config, database, logger, storage: createStorage(config), mailer: createMailer({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, logger }) });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return generate({
    db: database.db,
    dialect: new PostgresDialect({ defaultSchemas: ['public'] }),
    // server/db/pool.ts reads bigint and numeric as numbers.
    typeMapping: { int8: 'number', numeric: 'number' },
    customImports: {
      JsonColumn: './column-types.ts',
      ReadOnly: './column-types.ts',
      StoredImage: './column-types.ts',
    },
    overrides: { columns: { ...(await valueListTypes(database)), ...COLUMN_TYPES } },
    outFile: null,
  });
}

/**
 * The text columns that a CHECK constraint holds to a list of values (`kind IN ('product',
 * 'listing')`), typed as that list: `'product' | 'listing'`, so that a migration changing the list
 * changes the types.
 */
async function valueListTypes(database: Database): Promise<Record<string, string>> {
  const { rows } = await sql<{ table: string; column: string; definition: string; isNullable: boolean; hasDefault: boolean }>`
    SELECT c.relname AS "table", a.attname AS "column", pg_get_constraintdef(k.oid) AS definition,
           NOT a.attnotnull AS "isNullable", a.atthasdef AS "hasDefault"
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.conkey[1]
    WHERE k.contype = 'c' AND n.nspname = 'public' AND cardinality(k.conkey) = 1
    ORDER BY c.relname, a.attname`.execute(database.db);
  const types: Record<string, string> = {};
  for (const row of rows) {
    // CHECK ((kind = ANY (ARRAY['product'::text, 'listing'::text])))
    const list = /^CHECK \(\(\(?"?(\w+)"?\)? = ANY \(\(?ARRAY\[((?:'[^']*'::text(?:, )?)+)\]\)?(?:::text\[\])?\)\)\)$/.exec(row.definition);
    if (!list || list[1] !== row.column) continue;
    const values = [...(list[2] ?? '').matchAll(/'([^']*)'::text/g)].map((match) => `'${match[1]}'`);
    const type = [...values, ...(row.isNullable ? ['null'] : [])].join(' | ');
    types[`${row.table}.${row.column}`] = row.hasDefault ? `Generated<${type}>` : type;
  }
  return types;
}
