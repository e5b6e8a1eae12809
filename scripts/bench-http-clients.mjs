// The HTTP clients of `npm run bench` (scripts/bench.ts), on a thread of their own: what a client
// spends (its requests, reading and unpacking the answers) is then not counted as the server's.
// Given { url, clients, total }, it makes `total` requests by `clients` at once, twice (the first
// warms up), and answers with the second round's requests per second.
//
// The clients are node:http on kept-alive connections, not fetch(): on the bench's two cores the
// clients share the processor with the server, and fetch() spent about 1 ms of processor time per
// request (node:http about 0.3 ms): against a bare server answering fixed bytes, fetch() clients
// made 770 to 930 requests/s, about the SQL column itself (docs/decisions/014-performance.md).
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';

const { url, clients, total } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const headers = { 'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip' };

/** One GET, its answer read whole and unpacked as a browser would. */
function get() {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve(encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body);
      });
    });
    request.on('error', reject);
  });
}

async function round() {
  let next = 0;
  const client = async () => {
    while (next < total) {
      next += 1;
      await get();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return (total / (performance.now() - started)) * 1000;
}

await round();
parentPort.postMessage(await round());
