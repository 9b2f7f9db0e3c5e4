import { warmUpEngine } from '@acp/insights';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { ConfigError, loadConfig, type Config } from './env.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Compile the engine's phrase patterns now, not during the first student's answer.
  warmUpEngine();
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  // Jobs stored before a restart (or a kill) run now, as do the new ones.
  app.deps.jobs.start().catch((error: unknown) => {
    app.log.error(
      { err: error },
      'the job queue did not start; it will be tried with the next job',
    );
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}`;
  // Behind a proxy the public address (APP_URL) is not where this process listens: say both.
  process.stdout.write(
    `\nAI Career Path is running at ${url}\n` +
      (config.appUrl === url ? '' : `  public address: ${config.appUrl}\n`) +
      `  database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}\n` +
      `  email: ${config.smtpUrl ? 'SMTP' : `outbox in ${config.dataDir}/outbox`}\n` +
      `  API docs: ${url}/api/docs\n\n`,
  );
}

void main();
