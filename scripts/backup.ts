// npm run backup -- FILE: see README, "Backup and restore".
import { loadConfig } from '#server/config.ts';
import { BackupError, backup } from '#server/lib/backup.ts';
import { DataDirLockedError } from '#server/lib/data-dir-lock.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run backup -- FILE\n');
  process.exit(2);
}
const config = loadConfig();
try {
  await backup(config, file);
  process.stdout.write(`Backup written to ${file} (DATA_DIR ${config.dataDir}${config.databaseUrl ? ', DATABASE_URL' : ''}).\n`);
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
