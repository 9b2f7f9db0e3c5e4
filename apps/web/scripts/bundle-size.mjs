// Prints the landing route's initial JS (gzip) from the built app and fails over the budget
// (product.md §12: 150 KB). Initial JS = the module scripts and modulepreloads of index.html, plus
// anything they import statically; dynamic import() chunks load later and do not count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
// The first paint also waits for the language's catalogue (decision 016), a chunk of its own:
// each language is counted on top, and the budget holds for the larger.
const assets = path.join(dist, 'assets');
const catalogues = readdirSync(assets)
  .filter((file) => /^(en|hi)-[\w-]+\.js$/.test(file))
  .map((file) => ({
    language: file.slice(0, 2),
    gzip: gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length,
  }));
if (catalogues.length < 2) {
  console.error('bundle-size: the en and hi message catalogues were not found in dist/assets');
  process.exit(2);
}
let worst = total;
for (const { language, gzip } of catalogues) {
  const withCatalogue = total + gzip;
  worst = Math.max(worst, withCatalogue);
  const verdict = withCatalogue <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Landing route initial JS in ${language}: ${kb(withCatalogue)} gzip (${kb(total)} + catalogue ${kb(gzip)}; ${verdict} the ${kb(BUDGET_BYTES)} budget)`,
  );
}
if (worst > BUDGET_BYTES) process.exit(1);
