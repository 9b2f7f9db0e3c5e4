// Prints the landing route's initial JS (gzip) from the built app and fails over the budget
// (product.md §12: 150 KB). Initial JS = the module scripts and modulepreloads of index.html, plus
// anything they import statically; dynamic import() chunks load later and do not count.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const indexPath = path.join(dist, 'index.html');

if (!existsSync(indexPath)) {
  console.error(`bundle-size: ${indexPath} is missing; run "npm run build -w apps/web" first.`);
  process.exit(2);
}

const html = readFileSync(indexPath, 'utf8');
const entryUrls = [
  ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
].map((match) => match[1]);

/** Static imports of a built chunk: `import … from "./x.js"` and `import "./x.js"`, not `import(…)`. */
function staticImportsOf(source) {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
}

const sizes = new Map();
const queue = entryUrls.map((url) => path.join(dist, url.replace(/^\//, '')));
while (queue.length > 0) {
  const file = queue.shift();
  if (sizes.has(file)) continue;
  const source = readFileSync(file);
  sizes.set(file, { raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
  for (const specifier of staticImportsOf(source.toString('utf8'))) {
    if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
for (const [file, { raw, gzip }] of [...sizes].sort((a, b) => b[1].gzip - a[1].gzip)) {
  total += gzip;
  console.log(
    `  ${path.relative(dist, file).padEnd(44)} ${kb(raw).padStart(10)}  gzip ${kb(gzip)}`,
  );
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Landing route initial JS: ${kb(total)} gzip (${verdict} the ${kb(BUDGET_BYTES)} budget)`,
);
if (total > BUDGET_BYTES) process.exit(1);
