/**
 * How well the engine hears students it was never tuned on (issue 34): the evaluation corpus's
 * development part (rules are chosen on it) and its locked held-out part (only measured), for
 * distress and for the careers students aim at. Run: node --import tsx packages/insights/bench/corpus-bench.ts
 */
import {
  CORPUS_PARTS,
  readAspirationCorpus,
  readDistressCorpus,
} from '../src/testing/eval-corpus.js';
import { measureAspirations, measureDistress, percent } from '../src/testing/eval-measures.js';
import type { Rate } from '../src/testing/eval-measures.js';

const show = (rate: Rate) => `${percent(rate).toFixed(1)} % (${rate.hits}/${rate.of})`;

console.log('distress in free text (caught = support card or the check-in question):');
for (const part of CORPUS_PARTS) {
  const m = measureDistress(readDistressCorpus(part));
  console.log(
    `  ${part.padEnd(8)} recall ${show(m.recall)} — indirect ${show(m.indirect)}, direct ${show(m.direct)}; flagged outright ${show(m.flagged)}`,
  );
  console.log(
    `  ${''.padEnd(8)} false alarms on hard negatives ${show(m.falseAlarms)}, of them flagged outright ${show(m.falseFlags)}`,
  );
}
console.log('  goal on held-out: recall ≥ 97 %, indirect ≥ 95 %, false alarms ≤ 2 %');

console.log('careers named in free text:');
for (const part of CORPUS_PARTS) {
  const m = measureAspirations(readAspirationCorpus(part));
  console.log(
    `  ${part.padEnd(8)} recall ${show(m.recall)}, precision ${show(m.precision)}; a career heard in a text of subjects, verbs, skills, tools or hobbies: ${show(m.namedFromNothing)}`,
  );
}
console.log(
  '  goal on held-out: recall ≥ 90 %, precision ≥ 95 %, none heard from a subject, verb, skill or tool',
);
