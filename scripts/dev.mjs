// `npm run dev`: the API in watch mode on :3000 and the Vite dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsx'), ['watch', 'src/server.ts'], {
    cwd: `${root}apps/server`,
    stdio: 'inherit',
    env: {
      ...process.env,
      APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
      DATA_DIR: process.env.DATA_DIR ?? `${root}data`,
    },
  }),
  spawn(bin('vite'), [], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
  process.exitCode = code;
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
children.forEach((child) => child.on('exit', (code) => stop(code ?? 0)));
