/**
 * Engine latency: a full Step 1 + 2 + 3 + deep roadmap over ~500 varied answer sets, then the
 * persona table. Run: node --import tsx packages/insights/bench/engine-bench.ts
 * Budget (product.md §12): p95 ≤ 20 ms.
 */
import { performance } from 'node:perf_hooks';
import { pickCareers } from '../src/match/career-match.js';
import { buildProfile } from '../src/profile/build-profile.js';
import { runFullJourney } from '../src/testing/full-journey.js';
import { PERSONAS } from '../src/testing/personas.js';
import { randomAnswers, randomName } from '../src/testing/random-answers.js';

const RUNS = 500;
const BUDGET_P95_MS = 20;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const inputs = Array.from({ length: RUNS }, (_, i) => ({
  name: randomName(i + 1),
  answers: randomAnswers(i + 1),
}));
for (const input of inputs.slice(0, 20)) runFullJourney(input.name, input.answers); // warm-up

const timings: number[] = [];
for (const input of inputs) {
  const start = performance.now();
  runFullJourney(input.name, input.answers);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const p50 = percentile(timings, 50);
const p95 = percentile(timings, 95);
console.log(`engine: ${RUNS} full journeys (Step 1 + 2 + 3 + deep roadmap)`);
console.log(
  `  p50 ${p50.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   max ${(timings.at(-1) ?? 0).toFixed(2)} ms   (budget p95 ≤ ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'met' : 'MISSED'})`,
);

console.log('\npersona → top 3 (fit score)');
for (const persona of PERSONAS) {
  const top = pickCareers(buildProfile(persona.answers)).top;
  const cells = top.map(
    (match) => `${match.career.title} [${match.occupation.code}] ${match.fitScore}`,
  );
  console.log(`  ${persona.key.padEnd(12)} ${cells.join(' | ')}`);
}
