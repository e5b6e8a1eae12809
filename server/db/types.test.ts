import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import type { Database } from './pool.ts';
import { generateTypes, TYPES_FILE } from '../../scripts/generate-db-types.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});

afterAll(async () => {
  await drop();
});

describe('the database types', () => {
  it('are the ones the migrations give (run `npm run db:types` after changing a table)', async () => {
    const generated = await generateTypes(database);
    expect(await readFile(TYPES_FILE, 'utf8'), 'server/db/types.ts is older than the migrations: run `npm run db:types`').toBe(generated);
  });
});
