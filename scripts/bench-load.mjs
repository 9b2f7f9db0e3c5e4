// `npm run bench:load`: the built server under a realistic mix of many users, on PostgreSQL and
// on PGlite, at 50 and 200 connections; then GET /health latency while a signin flood runs.
// Fails (exit 1) on any error or unexpected status, RSS growth > 20 %, or health p99 > 3x idle.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { questionsForDay } from '@acp/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { signUpThroughOutbox } from './signup-through-outbox.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_LOAD_DURATION ?? 30);
const CONNECTIONS = (process.env.BENCH_LOAD_CONNECTIONS ?? '50,200').split(',').map(Number);
const PHASES = (process.env.BENCH_LOAD_PHASES ?? 'mix,flood').split(',');
const DATABASES = (process.env.BENCH_LOAD_DATABASES ?? 'PostgreSQL,PGlite').split(',');
const USERS = 200; // signed up before the run; 90 % of them submit Step 1
const SUBMIT_POOL = 100; // fresh users per run, each submitting Step 1 once during the load
// Signin attempts per second of the flood: far above the limit of 10 per minute, below what
// saturates the event loop (then every route queues, whatever the handler does); 0 = unbounded.
const FLOOD_RATE = Number(process.env.BENCH_LOAD_FLOOD_RATE ?? 1000);
const PG_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const SETTLE_MS = 3000;
// autocannon reports whole milliseconds: an idle p99 of 1 ms would make a 4 ms blip read as 4x.
const LATENCY_FLOOR_MS = 2;
const PORT = 3911;
const origin = `http://127.0.0.1:${PORT}`;
const jsonHeaders = { 'content-type': 'application/json', origin };
const failures = [];

// Valid Step 1 answers (the first option of each choice question), as the tests build them.
const step1Body = JSON.stringify({
  qnaArray: questionsForDay('day1').map((q) => ({
    question: q.text,
    answer: q.type === 'choice' ? q.options[0] : 'I like building small apps and playing music',
  })),
});

// A private copy of the built web app: a concurrent `npm run build` empties apps/web/dist.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'acp-load-web-'));
cpSync(path.join(root, 'apps/web/dist'), webDir, { recursive: true });

// ---- child processes: stopped on every way out ----
const children = new Set();
const cleanups = [];
const stopChildren = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void finish(130));
}
// Hard bound on the whole run, whatever hangs.
setTimeout(() => {
  console.error('bench:load: time limit reached');
  void finish(1);
}, 20 * 60_000).unref();

async function finish(code) {
  stopChildren();
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
  process.exit(code);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MiB (Linux). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function startServer(env) {
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(server);
  const exited = new Promise((resolve) => server.once('exit', () => resolve()));
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(50)) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await fetch(`${origin}/api/v1/health`).catch(() => null);
    if (up?.ok) {
      return {
        pid: server.pid,
        stop: async () => {
          server.kill('SIGTERM');
          await Promise.race([exited, sleep(10_000)]);
          children.delete(server);
        },
      };
    }
  }
  throw new Error('server did not answer within 60 s');
}

const post = (url, body, cookie) =>
  fetch(`${origin}/api/v1${url}`, {
    method: 'POST',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** Signs up `count` users in parallel batches of 20; returns their session cookies. */
async function signUp(count, tag, dataDir) {
  const cookies = [];
  for (let start = 0; start < count; start += 20) {
    const people = Array.from({ length: Math.min(20, count - start) }, (_, i) => ({
      name: 'Load Test User',
      email: `load-${tag}-${start + i}@example.com`,
      password: 'Load-Test-Pass-2026',
      contact: '+91 98765 43210',
      dateOfBirth: '2000-04-15',
    }));
    cookies.push(...(await signUpThroughOutbox(post, dataDir, people)));
  }
  return cookies;
}

async function submitStep1(cookies) {
  for (let start = 0; start < cookies.length; start += 20) {
    const batch = cookies.slice(start, start + 20).map(async (cookie) => {
      const { status } = await post('/form/day1form', JSON.parse(step1Body), cookie);
      if (status !== 201) throw new Error(`step 1 submit: ${status}`);
    });
    await Promise.all(batch);
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The weighted mix, one cycle per simulated visit: current user x3, progress x2, results x2,
 * landing page, health, and a Step 1 submit by a not-yet-submitted user while the pool lasts
 * (last in the cycle: returning null there just starts the next cycle).
 */
function mix(users, submitted, submitPool) {
  const as = (method, url, who, body) => ({
    method,
    path: url,
    ...(body ? { body } : {}),
    setupRequest: (req, ctx) => {
      ctx.user ??= pick(users);
      ctx.done ??= pick(submitted);
      return { ...req, headers: { ...jsonHeaders, cookie: ctx[who] } };
    },
  });
  const userReq = as('POST', '/api/v1/user/user', 'user', '{}');
  const progress = as('GET', '/api/v1/user/progress-status', 'user');
  const results = as('POST', '/api/v1/ai/aicarrerfind-day1', 'done', '{}');
  return [
    userReq,
    progress,
    userReq,
    results,
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/api/v1/health' },
    progress,
    userReq,
    results,
    {
      method: 'POST',
      path: '/api/v1/form/day1form',
      body: step1Body,
      setupRequest: (req) => {
        const cookie = submitPool.pop();
        return cookie ? { ...req, headers: { ...jsonHeaders, cookie } } : null;
      },
    },
  ];
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const failed = (r) => r.errors + r.timeouts + r.non2xx;
const rows = [];

async function loadRuns(db, env) {
  const server = await startServer({
    ...env,
    RATE_LIMIT_AUTH_MAX: '1000000',
    RATE_LIMIT_AI_MAX: '1000000',
  });
  try {
    const tag = randomBytes(4).toString('hex');
    const users = await signUp(USERS, tag, env.DATA_DIR);
    const submitted = users.slice(0, Math.round(USERS * 0.9));
    await submitStep1(submitted);
    for (const connections of CONNECTIONS) {
      const pool = await signUp(SUBMIT_POOL, `${tag}-pool-${connections}`, env.DATA_DIR);
      const requests = (p) => mix(users, submitted, p);
      // Warm-up (no submits) so lazy initialisation and connection buffers don't count as growth.
      await cannon({ url: origin, connections, duration: 5, requests: requests([]) });
      // Both readings after the same pause, so a garbage-collection sawtooth caught at its
      // top or bottom does not read as growth or shrinkage; a leak stays after the pause.
      await sleep(SETTLE_MS);
      const before = rssMiB(server.pid);
      const r = await cannon({
        url: origin,
        connections,
        duration: DURATION,
        requests: requests(pool),
      });
      await sleep(SETTLE_MS);
      const after = rssMiB(server.pid);
      const growth = ((after - before) / before) * 100;
      const submits = SUBMIT_POOL - pool.length;
      const cells = [connections, r.requests.average.toFixed(0), r.latency.p50, r.latency.p99];
      cells.push(failed(r), submits, before.toFixed(0), after.toFixed(0), growth.toFixed(1));
      rows.push(`${db.padEnd(10)} ${cells.map((c) => String(c).padStart(7)).join(' ')} %`);
      if (failed(r) > 0) {
        failures.push(
          `${db} @${connections}: ${failed(r)} errors, statuses ${JSON.stringify(r.statusCodeStats)}`,
        );
      }
      if (growth > 20) failures.push(`${db} @${connections}: RSS grew ${growth.toFixed(1)} %`);
    }
  } finally {
    await server.stop();
  }
}

/** GET /health p99 idle, then while a separate autocannon process floods signin. */
async function signinFlood(db, env) {
  const server = await startServer(env); // default auth rate limit: most of the flood gets 429
  try {
    const duration = Math.min(10, DURATION);
    // A steady probe at a fixed rate (not a saturating one); autocannon corrects its latencies
    // for coordinated omission, so a stalled event loop shows in p99 in full.
    const probe = () =>
      cannon({ url: `${origin}/api/v1/health`, connections: 5, overallRate: 500, duration });
    await probe(); // warm-up
    const idle = await probe();
    const floodArgs = `-j -c 50 -d ${duration + 2} -R ${FLOOD_RATE || 1e9} -m POST`.split(' ');
    const flood = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/autocannon/autocannon.js'),
        ...[...floodArgs, '-H', 'content-type=application/json', '-H', `origin=${origin}`],
        ...['-b', JSON.stringify({ email: 'nobody-load@example.com', password: 'Wrong-Pass-1' })],
        `${origin}/api/v1/user/signin`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    children.add(flood);
    let floodOut = '';
    flood.stdout.on('data', (chunk) => (floodOut += chunk));
    const floodDone = new Promise((resolve) => flood.once('exit', () => resolve()));
    await sleep(1000); // let the flood ramp up
    const loaded = await probe();
    await Promise.race([floodDone, sleep(30_000)]);
    children.delete(flood);
    const statuses = floodOut ? JSON.parse(floodOut).statusCodeStats : {};
    const ratio = loaded.latency.p99 / Math.max(idle.latency.p99, LATENCY_FLOOR_MS);
    console.log(
      `${db}: health p99 idle ${idle.latency.p99} ms, under signin flood ${loaded.latency.p99} ms ` +
        `(ratio ${ratio.toFixed(2)}, limit 3); flood statuses ${JSON.stringify(statuses)}`,
    );
    if (failed(idle) + failed(loaded) > 0) failures.push(`${db}: health probe had errors`);
    if (ratio > 3)
      failures.push(`${db}: health p99 under signin flood is ${ratio.toFixed(2)}x idle`);
  } finally {
    await server.stop();
  }
}

// ---- PostgreSQL: a fresh database for the run, dropped at the end ----
const dbName = `acp_load_${randomBytes(6).toString('hex')}`;
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  await client.query(sql).finally(() => client.end());
};
await admin(`create database ${dbName}`);
cleanups.push(() => admin(`drop database if exists ${dbName} with (force)`));
// Its own data directory too: the server writes the signup emails to its outbox there.
const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'acp-load-pg-'));
cleanups.push(async () => rmSync(pgDataDir, { recursive: true, force: true }));
const pgEnv = {
  DATABASE_URL: PG_SERVER.replace(/\/test$/, `/${dbName}`),
  DATA_DIR: pgDataDir,
};

// ---- PGlite: a fresh data directory ----
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'acp-load-'));
cleanups.push(async () => {
  for (const dir of [dataDir, webDir]) rmSync(dir, { recursive: true, force: true });
});
const pgliteEnv = { DATA_DIR: dataDir };

try {
  for (const [db, env] of [
    ['PostgreSQL', pgEnv],
    ['PGlite', pgliteEnv],
  ].filter(([db]) => DATABASES.includes(db))) {
    console.log(`${db}: signin flood, then ${USERS} users and the mix…`);
    // The flood first: after the mix, the database's own background work (autovacuum of the
    // rows it wrote) shares these two cores and would blur the idle-versus-flood comparison.
    if (PHASES.includes('flood')) await signinFlood(db, env);
    if (PHASES.includes('mix')) await loadRuns(db, env);
  }
  console.log(`\nMix (${DURATION} s per run; ${USERS} users, 90 % with Step 1 submitted)`);
  console.log(
    `database   ${['conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'submits', 'RSS MiB', 'after', 'growth'].map((h) => h.padStart(7)).join(' ')}`,
  );
  rows.forEach((row) => console.log(row));
} catch (error) {
  failures.push(String(error instanceof Error ? error.stack : error));
}
if (failures.length > 0) console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
await finish(failures.length > 0 ? 1 : 0);
