// `npm start`: builds what is missing, then serves the API and the web app on one port.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverBundle = `${root}apps/server/dist/server.js`;

const steps = [
  { output: `${root}apps/web/dist/index.html`, command: 'npm run build -w apps/web' },
  { output: serverBundle, command: 'npm run build -w apps/server' },
];
for (const { output, command } of steps) {
  if (!existsSync(output)) {
    console.log(`Building: ${command}`);
    execSync(command, { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(serverBundle).href);
