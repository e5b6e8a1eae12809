// Runs the server and unit suites on the embedded database, then again on PostgreSQL when
// TEST_DATABASE_URL is set, so that both paths run the same migrations and the same tests.
import { spawnSync } from 'node:child_process';

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', ...process.argv.slice(2)];
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

console.log('\n▶ server tests on the embedded database (PGlite)');
let result = spawnSync(process.execPath, vitest, { stdio: 'inherit', env: embeddedEnv });
if (result.status !== 0) process.exit(result.status ?? 1);

if (TEST_DATABASE_URL) {
  console.log(`\n▶ server tests on PostgreSQL (${new URL(TEST_DATABASE_URL).host})`);
  result = spawnSync(process.execPath, vitest, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
