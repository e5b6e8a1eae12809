// The HTTP clients of `npm run bench` (scripts/bench.ts), on a thread of their own: what a client
// spends (its requests, reading and unpacking the answers) is then not counted as the server's.
// Given { url, clients, total }, it makes `total` requests by `clients` at once, twice (the first
// warms up), and answers with the second round's requests per second.
import { parentPort, workerData } from 'node:worker_threads';

const { url, clients, total } = workerData;

async function round() {
  let next = 0;
  const client = async () => {
    while (next < total) {
      next += 1;
      const response = await fetch(url, { headers: { 'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return (total / (performance.now() - started)) * 1000;
}

await round();
parentPort.postMessage(await round());
