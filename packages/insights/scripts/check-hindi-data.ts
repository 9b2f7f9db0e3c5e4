/**
 * Checks every Hindi data file that exists against its English one, and prints each problem
 * with where it is: `node --import tsx packages/insights/scripts/check-hindi-data.ts`. The app
 * runs the same checks when it loads the data; this shows them while the files are being written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_FAMILIES } from '../src/catalogue/catalogue-schema.js';
import { INDIA_CAREERS } from '../src/catalogue/catalogue.js';
import {
  checkHindiDescriptions,
  checkHindiProxyNotes,
} from '../src/occupations/occupations-hindi.js';
import { findOccupation } from '../src/occupations/occupations.js';
import type { Occupation } from '../src/occupations/occupations.js';
import { HindiCheck } from '../src/route/hindi-data.js';
import { checkHindiRegistry, checkHindiRoutes } from '../src/route/route-hindi.js';
import { CareerRouteSchema } from '../src/route/route-schema.js';
import {
  ROUTE_BODIES,
  ROUTE_EXAMS,
  ROUTE_LICENCES,
  ROUTE_SCHOLARSHIPS,
} from '../src/route/routes.js';

const data = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');
const read = (path: string): unknown => JSON.parse(readFileSync(join(data, path), 'utf8'));
const present = (path: string) => existsSync(join(data, path));

const check = new HindiCheck();
const done: string[] = [];
for (const { key } of CATALOGUE_FAMILIES) {
  const file = `india-routes/careers/${key}.hi.json`;
  if (!present(file)) continue;
  const english = CareerRouteSchema.array().parse(read(`india-routes/careers/${key}.json`));
  checkHindiRoutes(check, `${key}.hi.json`, english, read(file));
  done.push(file);
}
const registry = ['bodies', 'exams', 'licences', 'scholarships'] as const;
const raw = Object.fromEntries(
  registry.map((name) => {
    const file = `india-routes/registry/${name}.hi.json`;
    if (present(file)) done.push(file);
    return [name, present(file) ? read(file) : undefined];
  }),
) as Record<(typeof registry)[number], unknown>;
const english = {
  bodies: [...ROUTE_BODIES.values()],
  exams: [...ROUTE_EXAMS.values()],
  licences: [...ROUTE_LICENCES.values()],
  scholarships: [...ROUTE_SCHOLARSHIPS.values()],
};
const partial = new HindiCheck();
checkHindiRegistry(partial, english, raw);
// A registry file not yet written is not a problem here; one that is written must be whole.
check.problems.push(
  ...partial.problems.filter((problem) =>
    registry.some((name) => raw[name] !== undefined && problem.startsWith(`${name}.hi.json`)),
  ),
);
if (present('occupations.hi.json')) {
  const codes = new Set(INDIA_CAREERS.filter((c) => c.profile === 'onet').map((c) => c.soc[0]));
  const needed = [...codes]
    .map((code) => findOccupation(code ?? ''))
    .filter((o): o is Occupation => !!o);
  checkHindiDescriptions(check, needed, read('occupations.hi.json'));
  done.push('occupations.hi.json');
}
if (present('india-careers/proxy-notes.hi.json')) {
  checkHindiProxyNotes(check, INDIA_CAREERS, read('india-careers/proxy-notes.hi.json'));
  done.push('india-careers/proxy-notes.hi.json');
}
console.log(`Checked ${done.length} file(s): ${done.join(', ') || 'none yet'}`);
if (check.problems.length) {
  console.log(`${check.problems.length} problem(s):`);
  for (const problem of check.problems) console.log(`  ${problem}`);
  process.exitCode = 1;
} else console.log('No problems.');
