// `npm start`: builds the client when it is missing or older than its sources, then runs the
// server in this process (so SIGTERM reaches it directly).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);

function newestMtime(target) {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = newestMtime(path.join(root, 'dist/client/index.html'));
const sourcesAt = Math.max(...['client', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => newestMtime(path.join(root, p))));
if (builtAt === 0 || sourcesAt > builtAt) {
  process.stdout.write(builtAt === 0 ? 'Building the client…\n' : 'Sources changed; rebuilding the client…\n');
  // Always the production build, whatever NODE_ENV the caller runs under (a test runner sets
  // "test", which would ship React's development build).
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import('../server/main.ts');
