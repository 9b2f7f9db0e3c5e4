// `npm run bench`: API throughput against a raw node:http hello world measured in the same run,
// start-up time and memory of the built server, then the engine's latency.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signUpThroughOutbox } from './signup-through-outbox.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERVER_PORT = 3901;
const RAW_PORT = 3902;
const origin = `http://localhost:${SERVER_PORT}`;

const rawServerSource = `require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"success":true,"status":"ok"}');
}).listen(${RAW_PORT}, '127.0.0.1');`;

async function waitFor(url, timeoutMs = 30_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return performance.now() - start;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      const failed = result.errors + result.timeouts + result.non2xx;
      resolve({ title, rps: result.requests.average, p99: result.latency.p99, failed });
    });
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'acp-bench-'));
const children = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopAll);

try {
  const raw = spawn(process.execPath, ['-e', rawServerSource], { stdio: 'inherit' });
  children.push(raw);
  const spawnedAt = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      DATA_DIR: dataDir,
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitFor(`${origin}/api/v1/health`);
  const startupMs = performance.now() - spawnedAt;
  await waitFor(`http://127.0.0.1:${RAW_PORT}/`);

  const post = (url, body) =>
    fetch(`${origin}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const [cookie] = await signUpThroughOutbox(post, dataDir, [
    {
      name: 'Bench User',
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench-Mark-2026',
      contact: '+91 98765 43210',
      dateOfBirth: '2000-04-15',
    },
  ]);

  const rssBefore = rssMiB(server.pid);
  const rawResult = await run('raw node:http hello world', {
    url: `http://127.0.0.1:${RAW_PORT}/`,
  });
  const health = await run('GET /api/v1/health', { url: `${origin}/api/v1/health` });
  const currentUser = await run('POST /api/v1/user/user (authenticated)', {
    url: `${origin}/api/v1/user/user`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: '{}',
  });

  console.log(`\nAPI (${CONNECTIONS} connections, ${DURATION} s each, embedded PGlite)`);
  console.log('route                                     req/s     p99 ms  errors  ratio to raw');
  for (const r of [rawResult, health, currentUser]) {
    console.log(
      `${r.title.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)} ${String(r.failed).padStart(7)}  ${(r.rps / rawResult.rps).toFixed(2).padStart(6)}`,
    );
  }
  console.log(
    `server memory (RSS): ${rssBefore.toFixed(0)} MiB after start-up, ${rssMiB(server.pid).toFixed(0)} MiB after the load`,
  );
  console.log(
    `start-up to first answered request: ${startupMs.toFixed(0)} ms (fresh data directory)`,
  );
} finally {
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

for (const [title, file] of [
  ['Engine', 'packages/insights/bench/engine-bench.ts'],
  ['Guidance', 'packages/insights/bench/guidance-bench.ts'],
  ['Hearing students (evaluation corpus)', 'packages/insights/bench/corpus-bench.ts'],
  ['PDF', 'apps/server/bench/pdf-bench.ts'],
]) {
  const bench = path.join(root, file);
  if (!existsSync(bench)) continue;
  console.log(`\n${title}`);
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited ${code}`)),
    );
  });
}

console.log('\nWeb bundle');
await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [path.join(root, 'apps/web/scripts/bundle-size.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('exit', (code) =>
    code === 0 ? resolve() : reject(new Error(`bundle size check exited ${code}`)),
  );
});
