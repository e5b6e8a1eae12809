// Writes server/db/types.ts from a database that the migrations built in memory, or with --check
// says whether the file is up to date (server/db/types.test.ts runs the same check in `npm test`).
import { readFile, writeFile } from 'node:fs/promises';
import { runMigrations } from '#server/db/migrate.ts';
import { generateTypes, TYPES_FILE } from './generate-db-types.ts';
import { openDatabase } from '#server/db/pool.ts';

const isCheck = process.argv.includes('--check');
const database = await openDatabase({ pgliteDir: 'memory://' });
try {
  await runMigrations(database.pool);
  const types = await generateTypes(database);
  if (isCheck) {
    if ((await readFile(TYPES_FILE, 'utf8')) !== types) {
      console.error('server/db/types.ts does not match the migrations: run `npm run db:types`.');
      process.exitCode = 1;
    }
  } else {
    await writeFile(TYPES_FILE, types);
    console.log('wrote server/db/types.ts');
  }
} finally {
  await database.close();
}
