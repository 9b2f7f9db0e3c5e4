import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { loadConfig } from '../env.js';
import { buildAnswers } from '../test/answers.js';
import { signUpUser } from '../test/factories.js';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { apiRequest, TEST_ORIGIN } from '../test/test-app.js';
import { createTestDatabase } from '../test/test-database.js';

// Runs in the PostgreSQL project (CI sets TEST_DATABASE_URL): the app reaches the database
// through a proxy that the test cuts, as a database restart would.
const onPostgres =
  process.env.TEST_DB_KIND === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('PostgreSQL restarts mid-traffic', () => {
  let direct: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let app: App;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-outage-'));

  beforeAll(async () => {
    direct = await createTestDatabase();
    const url = new URL(direct.url ?? '');
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.host = `127.0.0.1:${proxy.port}`;
    proxied = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_URL: TEST_ORIGIN,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_MAX: '1000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    app = await buildApp({ config, database: proxied });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await proxy.close();
    await direct.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 during the outage, saves nothing half-way, and recovers by itself', async () => {
    const { cookie } = await signUpUser(app);
    const submit = () =>
      app.inject(
        apiRequest('POST', '/form/day1form', { cookie, body: { qnaArray: buildAnswers('day1') } }),
      );

    proxy.cut();
    const during = await Promise.all([
      app.inject(apiRequest('GET', '/health/ready')),
      app.inject(apiRequest('POST', '/user/user', { cookie })),
      submit(),
    ]);
    for (const response of during) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'service_unavailable' });
      expect(response.body).not.toMatch(/ECONNREFUSED|terminated|at \w+ \(/);
    }
    // Liveness does not depend on the database.
    expect((await app.inject(apiRequest('GET', '/health'))).statusCode).toBe(200);

    proxy.restore();
    expect((await app.inject(apiRequest('GET', '/health/ready'))).statusCode).toBe(200);
    expect(
      (await app.inject(apiRequest('POST', '/user/user', { cookie }))).json().user.quesAns.day1,
    ).toEqual([]);
    expect((await submit()).statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(409);
  });
});
