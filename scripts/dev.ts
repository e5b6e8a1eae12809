// `npm run dev`: the API server (server/main.ts, restarted by tsx when a server file changes) on
// API_PORT (3001), and Vite's dev server in front of it on PORT (3000), which serves the client
// with hot reload and passes /api (WebSockets included) and /storage through (vite.config.ts).
// Every page renders in the browser here; the server-rendered first view is `npm start`'s.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-preserve-output', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // The browser talks to Vite's origin: sign-in, mail links and the realtime Origin check follow it.
  env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: publicUrl },
});

process.env.API_PORT = String(apiPort);
const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), server: { port, strictPort: true } });
await vite.listen();
vite.printUrls();

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  void vite.close().finally(() => process.exit(code));
}
api.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
